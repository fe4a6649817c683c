// Resident memory of this process, in MB (Linux /proc).
#pragma once

#include <fstream>
#include <unistd.h>

inline long residentMegabytes() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return resident * sysconf(_SC_PAGESIZE) / (1024 * 1024);
}
