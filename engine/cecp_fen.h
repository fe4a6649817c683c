// A FEN from XBoard ("setboard") as Hecto reads it.
#pragma once

#include <string>

#include "engine/cecp_notation.h"
#include "movegen/variant.h"

namespace hecto {

// - En passant squares are in XBoard's notation (ranks from 0 on 10-rank
//   boards). XBoard also writes an en passant square no pawn step made
//   (after its own set-up position): such a field is dropped, not fatal.
// - A game that names castling rooks by file (Mega Chess) gets K, Q, k, q
//   from XBoard, which keeps one rook per wing: each wing letter becomes
//   every rook of that side on that wing of its first rank.
// Throws InputError for a FEN Hecto cannot read even so.
// `chess960`: the FEN is read with Chess960's castling rights (fischerandom).
std::string hectoFen(const std::string& xboardFen, const Variant& v, const CecpNotation& n, bool chess960 = false);

}  // namespace hecto
