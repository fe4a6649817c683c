// What build this is: the name and version GUIs show, and for --version the
// source revision and how it was compiled.
#pragma once

#include <string>

namespace hecto {

std::string engineName();   // "Hecto 0.2 (revision)", for "id name" and CECP's myname
std::string buildInfo();    // compiler, target CPU, slider method, sanitizers

}  // namespace hecto
