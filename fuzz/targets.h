// Fuzz entry points, one per input surface of the engine. Each takes any
// bytes, feeds them to the engine as its users would (a GUI, a person at
// the console, a file), and checks what the engine promises: bad input is
// refused with one clear error and the last good state is kept; what it
// accepts it can write back and read again. A broken promise throws
// Failure; a crash, undefined behaviour or a hang shows itself.
//
// The libFuzzer executables (CMake option HECTO_FUZZ) call them, and so
// does the regression test that replays the inputs they found.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace hecto::fuzz {

struct Failure : std::logic_error {
    using std::logic_error::logic_error;
};

// A first byte chooses the game where an input has one: its low three bits
// (modulo the number of games: chess, tencubed, bigchess, megachess,
// bigbang), the higher bits switch the target's modes.

// Byte 0: the game; bit 3: read as XBoard's setboard FEN; bit 4: standard
// file letters. Then the FEN.
void fen(const uint8_t* data, size_t size);
// Lines for UciProtocol::command, searches bounded (see uci_target.cpp).
void uci(const uint8_t* data, size_t size);
// Lines for CecpProtocol, one at a time, searches bounded (see cecp_target.cpp).
void cecp(const uint8_t* data, size_t size);
// Byte 0: the game; bit 3: standard file letters. Then a FEN line (empty:
// the start position) and moves (UCI, SAN, drops), as perft's --moves and
// as PGN move text.
void moves(const uint8_t* data, size_t size);
// Byte 0: the game. Then an openings file (FEN/EPD lines, UCI move lines, PGN).
void openings(const uint8_t* data, size_t size);
// The tuner's data lines (variant;FEN;result[;score]).
void labelled(const uint8_t* data, size_t size);
// Byte 0: the game; the next byte: plies to skip. Then PGN for `hecto extract`.
void extract(const uint8_t* data, size_t size);
// A variants file (Fairy-Stockfish's variants.ini format), and its games played.
void variantsFile(const uint8_t* data, size_t size);

struct Target {
    const char* name;  // also the folder of its corpus and regressions
    void (*run)(const uint8_t* data, size_t size);
};
const std::vector<Target>& targets();

}  // namespace hecto::fuzz
