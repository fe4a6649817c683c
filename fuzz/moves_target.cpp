// Moves typed or read from files after a FEN: perft's --moves (UCI, all or
// nothing), and each word alone as SAN and as UCI, as PGN readers, XBoard
// users and the protocols give them.
#include "engine/commands.h"
#include "fuzz/input.h"
#include "fuzz/position_checks.h"

namespace hecto::fuzz {

namespace {

// Enough to reach deep into a game; more only slows the fuzzer.
constexpr size_t MAX_WORDS = 200;

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < text.size() && out.size() < MAX_WORDS) {
        const size_t end = std::min(text.find_first_of(" ,\t\r\n", i), text.size());
        if (end > i) out.push_back(text.substr(i, end - i));
        i = end + 1;
    }
    return out;
}

template <class Parse> bool tryParse(Parse parse, Move& m) {
    try {
        m = parse();
        return true;
    } catch (const InputError&) {
        return false;
    }
}

}  // namespace

void moves(const uint8_t* data, size_t size) {
    if (size == 0) return;
    const Variant& v = variantOf(data[0]);
    const std::string_view text = textOf(data + 1, size - 1);
    const size_t newline = std::min(text.find('\n'), text.size());
    const std::string fen(text.substr(0, newline));
    const std::string_view list = text.substr(std::min(newline + 1, text.size()));

    auto game = newGame(v);
    game->setStandardFiles(mode(data[0], 0));
    if (fen.find_first_not_of(" \t\r") != std::string::npos) {
        try {
            game->setFen(fen);
        } catch (const InputError&) {
            return;
        }
    }
    const std::string start = game->fen();

    {
        auto perft = newGame(v);
        perft->setStandardFiles(game->notation().standardFiles);
        perft->setFen(start);
        try {
            playMoves(*perft, list);
        } catch (const InputError&) {
        }
    }

    // Words that name no legal move are passed over, so that one bad word
    // does not hide the rest.
    int made = 0;
    for (const std::string_view w : words(list)) {
        Move san{}, uci{};
        const bool isSan = tryParse([&] { return game->parseSan(w); }, san);
        const bool isUci = tryParse([&] { return game->parseMove(w); }, uci);
        const std::string quoted = "'" + std::string(w) + "' in " + game->fen();
        check(!isUci || (isSan && san == uci), "UCI move " + quoted + " reads otherwise as SAN");
        if (!isSan) continue;
        game->make(san);
        ++made;
        game->status();
    }
    checkPosition(*game);
    for (int i = 0; i < made; ++i) game->undo();
    check(game->fen() == start, "undoing every move gives " + game->fen() + ", not " + start);
}

}  // namespace hecto::fuzz
