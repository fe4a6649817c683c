// FEN of every game, as Hecto reads it (position fen, perft --fen, openings)
// and as XBoard's setboard sends it.
#include <algorithm>

#include "engine/cecp_fen.h"
#include "fuzz/input.h"
#include "fuzz/position_checks.h"

namespace hecto::fuzz {

namespace {

// An independent count of the board field: `height` ranks of `width`
// squares each, digit runs read without overflow. A FEN that fails it
// must not be accepted.
bool boardFits(std::string_view fen, int width, int height) {
    // Hecto splits fields at any C whitespace (isspace), vertical tab too.
    const size_t start = fen.find_first_not_of(" \t\n\v\f\r");
    if (start == std::string_view::npos) return false;
    const std::string_view board = fen.substr(start, fen.find_first_of(" \t\n\v\f\r[", start) - start);
    int ranks = 1;
    long long squares = 0;
    for (size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        if (c == '/') {
            if (squares != width) return false;
            ++ranks, squares = 0;
        } else if (c >= '0' && c <= '9') {
            long long run = c - '0';
            while (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9')
                run = std::min(run * 10 + (board[++i] - '0'), 1000000LL);
            squares += run;
        } else {
            ++squares;
        }
    }
    return ranks == height && squares == width;
}

}  // namespace

void fen(const uint8_t* data, size_t size) {
    if (size == 0) return;
    const Variant& v = variantOf(data[0]);
    const bool xboard = mode(data[0], 0);
    const std::string text(textOf(data + 1, size - 1));
    auto game = newGame(v);
    game->setStandardFiles(xboard || mode(data[0], 1));
    const std::string before = game->fen();
    try {
        game->setFen(xboard ? hectoFen(text, v, CecpNotation(v.height)) : text);
    } catch (const InputError&) {
        check(game->fen() == before, "a refused FEN changed the position to " + game->fen());
        return;
    }
    check(boardFits(text, v.width, v.height), "accepted a FEN whose ranks do not hold the board: " + text + " (as " +
                                                  game->fen() + ")");
    checkPosition(*game);
}

}  // namespace hecto::fuzz
