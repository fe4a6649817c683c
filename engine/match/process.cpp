#include "engine/match/process.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace hecto {

namespace {
constexpr int POLL_SLICE_MS = 20;  // how often a wait looks at `stop`
}

bool ChildProcess::start(const std::vector<std::string>& argv, const std::string& dir) {
    kill();
    error_.clear();
    eof_ = false;
    buffer_.clear();
    // Every pipe is close-on-exec from its creation: another thread may fork
    // an engine at any moment, and an engine that inherited this one's pipe
    // ends would keep its output open after it dies. The child's own ends
    // lose the flag when dup2 makes them its standard streams.
    int toChild[2] = {-1, -1}, fromChild[2] = {-1, -1}, execFailed[2] = {-1, -1};
    const auto fail = [&] {
        error_ = "cannot start '" + argv[0] + "': " + std::strerror(errno);
        for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1], execFailed[0], execFailed[1]})
            if (fd >= 0) close(fd);
        return false;
    };
    if (pipe2(toChild, O_CLOEXEC) || pipe2(fromChild, O_CLOEXEC) || pipe2(execFailed, O_CLOEXEC)) return fail();
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);

    pid_ = fork();
    if (pid_ < 0) return fail();
    if (pid_ == 0) {
        // Own process group, so that kill() also ends anything it started.
        setpgid(0, 0);
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]}) close(fd);
        close(execFailed[0]);
        signal(SIGPIPE, SIG_DFL);
        if (!dir.empty() && chdir(dir.c_str()) != 0) {
            const int e = errno;
            (void)!write(execFailed[1], &e, sizeof e);
            _exit(127);
        }
        execvp(args[0], args.data());
        const int e = errno;
        (void)!write(execFailed[1], &e, sizeof e);
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    close(execFailed[1]);
    in_ = toChild[1];
    out_ = fromChild[0];
    int e = 0;
    const ssize_t n = read(execFailed[0], &e, sizeof e);  // closed by a successful exec
    close(execFailed[0]);
    if (n == ssize_t(sizeof e)) {
        error_ = "cannot start '" + argv[0] + "': " + std::strerror(e);
        kill();
        return false;
    }
    return true;
}

bool ChildProcess::running() {
    if (pid_ <= 0) return false;
    int status;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return false;
    }
    return true;
}

bool ChildProcess::writeLine(const std::string& line) {
    if (in_ < 0) return false;
    const std::string data = line + "\n";
    size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(in_, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;  // the engine is gone (SIGPIPE is ignored by the runner)
        done += size_t(n);
    }
    return true;
}

std::optional<std::string> ChildProcess::readLine(Clock::time_point deadline, const std::atomic<bool>* stop) {
    for (;;) {
        const size_t nl = buffer_.find('\n');
        if (nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (eof_ || out_ < 0) return std::nullopt;
        const auto now = Clock::now();
        if (now >= deadline || (stop && *stop)) return std::nullopt;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count();
        pollfd p{out_, POLLIN, 0};
        const int r = poll(&p, 1, int(std::min<long long>(left + 1, POLL_SLICE_MS)));
        if (r < 0 && errno != EINTR) return std::nullopt;
        if (r <= 0) continue;
        char buf[4096];
        const ssize_t n = read(out_, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) eof_ = true;
        else buffer_.append(buf, size_t(n));
    }
}

void ChildProcess::kill() {
    if (in_ >= 0) close(in_);
    if (out_ >= 0) close(out_);
    in_ = out_ = -1;
    if (pid_ > 0) {
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
    pid_ = -1;
}

}  // namespace hecto
