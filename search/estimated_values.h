// First material values for a game nobody tuned, from how far each piece
// reaches on an empty board of the game (averaged over every square), so
// that a game read from a variants file plays sensibly at once; `hecto
// tune` refines them from games. Calibrated on chess: a knight reaches
// 5.25 squares on average, a bishop 5.9 and a rook 8.1 (a ride's squares
// counted less the farther they are, as pieces block them), which gives
// about 320, 355 and 485.
#pragma once

#include <cmath>

#include "movegen/variant.h"
#include "search/types.h"

namespace hecto {

namespace estimate {
constexpr double CP_PER_SQUARE = 60;        // value of one square in reach
constexpr double RIDE_FADE = 0.7;           // a ride's next square counts this much of the last
constexpr double ONE_MODALITY = 0.5;        // a move that only moves, or only captures
constexpr double LAME = 0.8;                // a leap that a piece on the way blocks
constexpr double HOP = 0.3;                 // hoppers need a hurdle: a share of a ride
constexpr double COMPOUND = 1.2;            // a slider with other moves (queen, archbishop, ...)
constexpr double SLIDER_ENDGAME = 1.08;     // sliders gain as the board empties
constexpr int CHESS_SQUARES = 64;           // leaps lose weight on larger boards
constexpr Score PAWN_VALUE = {90, 125};
}  // namespace estimate

inline Score estimatedValue(const Variant& v, PieceType t) {
    using namespace estimate;
    const Movement& m = v.pieces[t].movement;
    double leaps = 0, rides = 0;
    for (int f = 0; f < v.width; ++f)
        for (int r = 0; r < v.height; ++r)
            for (const Atom& a : m.atoms) {
                const double modal = a.quiet && a.capture ? 1.0 : ONE_MODALITY;
                if (a.path == Path::LEAP) {
                    if (f + a.dx >= 0 && f + a.dx < v.width && r + a.dy >= 0 && r + a.dy < v.height)
                        leaps += modal * (a.lame || a.jumping ? LAME : 1.0);
                    continue;
                }
                double weight = modal * (a.path == Path::RIDE ? 1.0 : HOP);
                for (int k = 1; a.range == 0 || k <= a.range; ++k, weight *= RIDE_FADE) {
                    const int x = f + k * a.dx, y = r + k * a.dy;
                    if (x < 0 || x >= v.width || y < 0 || y >= v.height) break;
                    rides += weight;
                }
            }
    const double squares = v.width * v.height;
    leaps *= std::sqrt(CHESS_SQUARES / squares);
    double mg = CP_PER_SQUARE * (leaps + rides) / squares;
    bool slides = false, other = false;
    for (const Atom& a : m.atoms) (a.path == Path::RIDE && a.range == 0 ? slides : other) = true;
    if (slides && other) mg *= COMPOUND;
    const double eg = slides && !other ? mg * SLIDER_ENDGAME : mg;
    return {int(std::lround(mg)), int(std::lround(eg))};
}

// Every type of the game; the file's pieceValueMg / pieceValueEg win.
inline PieceValues estimatedPieceValues(const Variant& v) {
    PieceValues p{};
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t) {
        if (t != KING && v.has(PieceType(t))) p[t] = t == PAWN ? estimate::PAWN_VALUE : estimatedValue(v, PieceType(t));
        if (v.pieceValueMg[t]) p[t].mg = v.pieceValueMg[t];
        if (v.pieceValueEg[t]) p[t].eg = v.pieceValueEg[t];
    }
    return p;
}

}  // namespace hecto
