// UCI options: declared once with type, default and bounds; set with
// checked values; printed for the "uci" command.
#pragma once

#include <string>
#include <vector>

namespace hecto {

struct Option {
    enum Type { CHECK, SPIN, COMBO, BUTTON, STRING } type;
    std::string name;
    std::string value;  // current value; "" for buttons
    std::string defaultValue;
    long long min = 0, max = 0;        // SPIN
    std::vector<std::string> choices;  // COMBO
};

class Options {
public:
    void add(Option o) { list_.push_back(std::move(o)); }
    // The option named `name` (case-insensitive, as UCI says), or nullptr.
    const Option* find(const std::string& name) const;
    // Sets a value; throws InputError for an unknown option or a bad value.
    // Returns the option's canonical name.
    std::string set(const std::string& name, const std::string& value);
    std::string get(const std::string& name) const;
    long long spin(const std::string& name) const;
    bool check(const std::string& name) const { return get(name) == "true"; }
    std::vector<std::string> uciLines() const;
    // The "option name ..." line of one option.
    std::string uciLine(const std::string& name) const;
    const std::vector<Option>& all() const { return list_; }
    // A combo's choices change (UCI_Variant after a variants file is read).
    void setChoices(const std::string& name, std::vector<std::string> choices);

private:
    Option* findMutable(const std::string& name);
    std::vector<Option> list_;
};

}  // namespace hecto
