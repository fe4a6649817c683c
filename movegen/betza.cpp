#include "betza.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <tuple>

#include "notation.h"

namespace hecto {

namespace {

struct AtomShape {
    char letter;
    int a, b;        // the leap (a along one axis, b along the other), a >= b
    bool rider;      // R, B, Q: riders by themselves
    bool both;       // K and Q: orthogonal and diagonal
};

constexpr AtomShape SHAPES[] = {
    {'W', 1, 0, false, false}, {'F', 1, 1, false, false}, {'D', 2, 0, false, false}, {'N', 2, 1, false, false},
    {'A', 2, 2, false, false}, {'H', 3, 0, false, false}, {'C', 3, 1, false, false}, {'L', 3, 1, false, false},
    {'Z', 3, 2, false, false}, {'J', 3, 2, false, false}, {'G', 3, 3, false, false}, {'K', 1, 0, false, true},
    {'R', 1, 0, true, false},  {'B', 1, 1, true, false},  {'Q', 1, 0, true, true},
};

const AtomShape* shapeOf(char c) {
    for (const AtomShape& s : SHAPES)
        if (s.letter == c) return &s;
    return nullptr;
}

bool isVertical(char c) { return c == 'f' || c == 'b' || c == 'v' || c == 'h'; }
bool isHorizontal(char c) { return c == 'r' || c == 'l' || c == 's' || c == 'h'; }

// The eight images of a leap (first along the rank axis, second along the
// file axis) and the direction words that select each, as Fairy-Stockfish
// reads them: image (dy, dx) with the words that name it.
struct Image {
    int dyFirst, dySecond, dxFirst, dxSecond;  // dy = dyFirst*first + dySecond*second, likewise dx
    const char* words[7];
};
constexpr Image IMAGES[] = {
    {1, 0, 0, 1, {"ff", "vv", "rf", "rv", "fh", "rh", "hr"}},
    {-1, 0, 0, -1, {"bb", "vv", "lb", "lv", "bh", "lh", "hr"}},
    {0, -1, 1, 0, {"rr", "ss", "br", "bs", "bh", "rh", "hr"}},
    {0, 1, -1, 0, {"ll", "ss", "fl", "fs", "fh", "lh", "hr"}},
    {0, 1, 1, 0, {"rr", "ss", "fr", "fs", "fh", "rh", "hl"}},
    {0, -1, -1, 0, {"ll", "ss", "bl", "bs", "bh", "lh", "hl"}},
    {-1, 0, 0, 1, {"bb", "vv", "rb", "rv", "bh", "rh", "hl"}},
    {1, 0, 0, -1, {"ff", "vv", "lf", "lv", "fh", "lh", "hl"}},
};

[[noreturn]] void fail(std::string_view betza, size_t at, const std::string& why) {
    throw InputError("bad Betza '" + std::string(betza) + "': " + why + " (at character " + std::to_string(at + 1) +
                     ")");
}

}  // namespace

std::vector<std::pair<int, int>> leapWay(int dx, int dy) {
    std::vector<std::pair<int, int>> way;
    int x = 0, y = 0;
    const int sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    while (x != dx || y != dy) {
        const int diff = std::abs(dx - x) - std::abs(dy - y);
        if (diff > 0) x += sx;
        else if (diff < 0) y += sy;
        else x += sx, y += sy;
        if (x != dx || y != dy) way.push_back({x, y});
    }
    return way;
}

Movement parseBetza(std::string_view betza) {
    Movement m;
    bool quiet = false, capture = false, hop = false, grasshop = false, lame = false, jumping = false;
    std::vector<std::string> directions;
    size_t modifierStart = std::string_view::npos;
    for (size_t i = 0; i < betza.size(); ++i) {
        const char c = betza[i];
        if (modifierStart == std::string_view::npos) modifierStart = i;
        if (c == 'm') quiet = true;
        else if (c == 'c') capture = true;
        else if (c == 'p') hop = true;
        else if (c == 'g') grasshop = true;
        else if (c == 'n') lame = true;
        else if (c == 'j') jumping = true;
        else if (isVertical(c) || isHorizontal(c)) {
            const char c2 = i + 1 < betza.size() ? betza[i + 1] : 0;
            if (c2 && (c2 == c || (isVertical(c) && isHorizontal(c2)) || (isHorizontal(c) && isVertical(c2)))) {
                directions.push_back(std::string{c, c2});
                ++i;
            } else {
                directions.push_back(std::string(2, c));
            }
        } else if (const AtomShape* shape = shapeOf(c)) {
            bool rider = shape->rider;
            int range = 0;
            size_t j = i + 1;
            if (j < betza.size() && betza[j] == c && !shape->rider) {
                rider = true;  // a doubled leaper rides
                ++j;
            } else if (j < betza.size() && std::isdigit(static_cast<unsigned char>(betza[j]))) {
                rider = true;
                while (j < betza.size() && std::isdigit(static_cast<unsigned char>(betza[j]))) {
                    range = range * 10 + (betza[j] - '0');
                    if (range > 99) fail(betza, j, "a range of more than 99 squares");
                    ++j;
                }
                if (range == 0) fail(betza, i + 1, "a range of 0");
            }
            if ((hop || grasshop) && !(rider && shape->a == 1 && !range))
                fail(betza, i, std::string("hoppers (p, g) move along rook or bishop lines: pR, gB, ..., not ") + c);
            if (hop && grasshop) fail(betza, i, "p and g together");
            if ((lame || jumping) && rider) fail(betza, i, "n and j are for leapers, not riders");
            if (lame && jumping) fail(betza, i, "n and j together");
            if ((lame || jumping) && (shape->a == 1 || shape->both))
                fail(betza, i, std::string("n and j need a leap that passes a square, not ") + c);
            if (jumping && leapWay(shape->a, shape->b).size() != 1)
                fail(betza, i, std::string("j needs a leap over exactly one square (D, A, N), not ") + c);
            const bool q = quiet || !capture, cap = capture || !quiet;
            const std::vector<std::pair<int, int>> legs =
                shape->both ? std::vector<std::pair<int, int>>{{1, 0}, {1, 1}} : std::vector<std::pair<int, int>>{{shape->a, shape->b}};
            for (const auto& [first, second] : legs) {
                // Orthogonal leaps split paired words, so that fsW means
                // forward and sideways (a soldier), not a half-diagonal.
                std::vector<std::string> words;
                for (const std::string& d : directions)
                    if (second == 0 && d[0] != d[1] && legs.size() == 1) {
                        words.push_back(std::string(2, d[0]));
                        words.push_back(std::string(2, d[1]));
                    } else {
                        words.push_back(d);
                    }
                for (const Image& img : IMAGES) {
                    const bool chosen = words.empty() || std::any_of(std::begin(img.words), std::end(img.words), [&](const char* w) {
                                            return std::find(words.begin(), words.end(), w) != words.end();
                                        });
                    if (!chosen) continue;
                    Atom a;
                    a.dy = img.dyFirst * first + img.dySecond * second;
                    a.dx = img.dxFirst * first + img.dxSecond * second;
                    a.path = hop ? Path::HOP : grasshop ? Path::GRASSHOP : rider ? Path::RIDE : Path::LEAP;
                    a.range = range;
                    a.quiet = q;
                    a.capture = cap;
                    a.lame = lame;
                    a.jumping = jumping;
                    m.atoms.push_back(a);
                }
            }
            i = j - 1;
            quiet = capture = hop = grasshop = lame = jumping = false;
            directions.clear();
            modifierStart = std::string_view::npos;
        } else if (c == 'i') {
            fail(betza, i, "initial moves (i) are not supported");
        } else if (c == 'e') {
            fail(betza, i, "en passant (e) belongs to the built-in pawn (pawn = p)");
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            fail(betza, i, "a range must follow a move letter");
        } else {
            fail(betza, i, std::string("unknown letter '") + c + "'");
        }
    }
    if (modifierStart != std::string_view::npos) fail(betza, modifierStart, "modifiers without a move letter after them");
    // One atom per direction and path: the same move written twice (WfW)
    // keeps its widest modality.
    std::sort(m.atoms.begin(), m.atoms.end(), [](const Atom& a, const Atom& b) {
        return std::tie(a.dx, a.dy, a.path, a.range, a.lame, a.jumping) < std::tie(b.dx, b.dy, b.path, b.range, b.lame, b.jumping);
    });
    std::vector<Atom> merged;
    for (const Atom& a : m.atoms) {
        if (!merged.empty()) {
            Atom& last = merged.back();
            if (last.dx == a.dx && last.dy == a.dy && last.path == a.path && last.range == a.range &&
                last.lame == a.lame && last.jumping == a.jumping) {
                last.quiet |= a.quiet;
                last.capture |= a.capture;
                continue;
            }
        }
        merged.push_back(a);
    }
    m.atoms = std::move(merged);
    return m;
}

}  // namespace hecto
