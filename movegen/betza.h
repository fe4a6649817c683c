// Pieces described in Betza notation, as variants.ini files write them:
// the subset Fairy-Stockfish reads, plus `j`. A description is parsed into
// one atom per direction of movement; the generator's tables are built from
// these (movegen/piece_tables.h).
//
// Read: leapers W F D N A H C (= L) Z (= J) G, K (= WF); riders R B Q, a
// doubled leaper (NN, WW) or a leaper with a range (W3, R4); directions f b
// l r v s h and their pairs (fr, fs, ...), with Fairy-Stockfish's meaning
// of each; modality m (move only) and c (capture only), neither meaning
// both; p (cannon: hop over one piece, land anywhere beyond up to the next
// piece) and g (grasshopper: land just behind the hurdle) on R, B and Q;
// n (lame: the way must be empty) and j (the opposite: the square jumped
// over must be occupied) on leapers whose way is fixed (D, A, N, Z, ...).
// Black's moves are White's turned half round (the board seen from the
// other side), as in Fairy-Stockfish.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace hecto {

enum class Path : uint8_t {
    LEAP,     // to (dx, dy) directly
    RIDE,     // repeated (dx, dy) steps until blocked (or `range` steps)
    HOP,      // a ride over exactly one piece (the hurdle), landing beyond it
    GRASSHOP  // a ride to the first piece, landing on the square behind it
};

struct Atom {
    int dx, dy;  // White's view: +dy is toward Black
    Path path = Path::LEAP;
    int range = 0;  // RIDE: most steps, 0 without limit
    bool quiet = true, capture = true;
    bool lame = false;    // LEAP: every square on the way must be empty (n)
    bool jumping = false; // LEAP: the square on the way must be occupied (j)
    bool operator==(const Atom&) const = default;
};

struct Movement {
    std::vector<Atom> atoms;  // sorted, without duplicates

    bool operator==(const Movement&) const = default;
    bool empty() const { return atoms.empty(); }
};

// Throws InputError naming the character that cannot be read.
Movement parseBetza(std::string_view betza);

// The squares on the way of a leap (dx, dy), in order: the path along the
// longer leg first, then diagonally (a lame leaper needs them empty).
std::vector<std::pair<int, int>> leapWay(int dx, int dy);

}  // namespace hecto
