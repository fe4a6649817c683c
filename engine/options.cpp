#include "engine/options.h"

#include <algorithm>

#include "engine/parse.h"

namespace hecto {

namespace {
std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}
}  // namespace

Option* Options::findMutable(const std::string& name) {
    for (Option& o : list_)
        if (lower(o.name) == lower(name)) return &o;
    return nullptr;
}

const Option* Options::find(const std::string& name) const { return const_cast<Options*>(this)->findMutable(name); }

std::string Options::set(const std::string& name, const std::string& value) {
    Option* o = findMutable(name);
    if (!o) throw InputError("unknown option '" + name + "'");
    switch (o->type) {
        case Option::CHECK:
            if (value != "true" && value != "false")
                throw InputError(o->name + " must be true or false, not '" + value + "'");
            break;
        case Option::SPIN:
            parseInt(value, o->name, o->min, o->max);
            break;
        case Option::COMBO: {
            const auto it = std::find_if(o->choices.begin(), o->choices.end(),
                                         [&](const std::string& c) { return lower(c) == lower(value); });
            if (it == o->choices.end()) {
                std::string all;
                for (const auto& c : o->choices) all += (all.empty() ? "" : ", ") + c;
                throw InputError(o->name + " must be one of " + all + ", not '" + value + "'");
            }
            o->value = *it;
            return o->name;
        }
        case Option::BUTTON:
            if (!value.empty()) throw InputError(o->name + " is a button and takes no value");
            return o->name;
        case Option::STRING:
            break;
    }
    o->value = value;
    return o->name;
}

std::string Options::get(const std::string& name) const {
    const Option* o = find(name);
    return o ? o->value : "";
}

long long Options::spin(const std::string& name) const { return std::stoll(get(name)); }

namespace {
std::string uciLineOf(const Option& o) {
    std::string s = "option name " + o.name + " type ";
    switch (o.type) {
        case Option::CHECK: s += "check default " + o.defaultValue; break;
        case Option::SPIN:
            s += "spin default " + o.defaultValue + " min " + std::to_string(o.min) + " max " + std::to_string(o.max);
            break;
        case Option::COMBO:
            s += "combo default " + o.defaultValue;
            for (const auto& c : o.choices) s += " var " + c;
            break;
        case Option::BUTTON: s += "button"; break;
        case Option::STRING: s += "string default " + (o.defaultValue.empty() ? "<empty>" : o.defaultValue); break;
    }
    return s;
}
}  // namespace

std::vector<std::string> Options::uciLines() const {
    std::vector<std::string> out;
    for (const Option& o : list_) out.push_back(uciLineOf(o));
    return out;
}

std::string Options::uciLine(const std::string& name) const {
    const Option* o = find(name);
    return o ? uciLineOf(*o) : "";
}

void Options::setChoices(const std::string& name, std::vector<std::string> choices) {
    if (Option* o = findMutable(name)) o->choices = std::move(choices);
}

}  // namespace hecto
