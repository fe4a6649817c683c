// How each game is announced to XBoard. Chess is XBoard's "normal", and
// with Chess960's castling its "fischerandom"; the
// others are engine-defined: on "variant X" the engine describes the board
// ("setup") and every piece's moves in Betza notation ("piece"), so that
// XBoard draws the right pieces and can check the moves.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "movegen/variant.h"

namespace hecto {

struct CecpVariant {
    const Variant* variant;
    std::string name;       // in "feature variants=" and "variant NAME"
    bool engineDefined;     // XBoard needs setup and piece lines
    int holdings = 0;       // piece types in hand (drop games); 0: none
    // The start position as XBoard should read it, where it differs from
    // the variant's own FEN (empty: the same).
    std::string setupFen = {};
    bool chess960 = false;  // fischerandom: chess with Chess960's castling
};

// Every game registered so far, by its CECP names.
std::vector<std::reference_wrapper<const CecpVariant>> cecpVariants();
// nullptr when XBoard's name names no game here.
const CecpVariant* findCecpVariant(std::string_view name);
const CecpVariant& cecpVariantOf(const Variant& v);
// The value of "feature variants=": every game by its CECP name.
std::string cecpVariantList();
// "setup (...) WxH+H_fairy FEN" and the "piece" lines; empty for a game
// XBoard knows.
std::vector<std::string> cecpSetupLines(const CecpVariant& v);
// A piece type's moves in XBoard's Betza notation, from its movement data.
std::string betza(const Variant& v, PieceType t);

}  // namespace hecto
