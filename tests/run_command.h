// Runs a shell command for the tests of the executables.
#pragma once

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace hecto::test {

struct Run {
    int status;       // exit code, -1 if killed by a signal
    std::string out;  // stdout and stderr
};

inline Run runCommand(const std::string& command) {
    const std::string cmd = command + " 2>&1 </dev/null";
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return {-1, "popen failed"};
    std::string out;
    std::array<char, 4096> buf;
    size_t n;
    while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
    const int raw = pclose(p);
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, out};
}

inline int countOf(const std::string& s, const std::string& what) {
    int n = 0;
    for (size_t i = s.find(what); i != std::string::npos; i = s.find(what, i + 1)) ++n;
    return n;
}

}  // namespace hecto::test
