// Training positions on disk: a compact, versioned binary format written by
// hecto datagen and read by hecto train.
//
// File: the header (magic "HECTOPOS", format version, the game's key and
// board size), then records one after another. A record: side to move
// (1 byte), search score in centipawns for the side to move (int16, little
// endian), the game's result for White (0 = loss, 1 = draw, 2 = win), the
// number of pieces on the board, the hands (games with drops only: for each
// side, one count per type the game has, in type order), the occupied
// squares as a bitset of ceil(W*H / 8) bytes, then one byte per occupied
// square in square order: colour << 5 | type. Chess takes about 40 bytes a
// position, the larger boards 55-70.
//
// Version 1 (read, and appended to as it is) wrote colour << 4 | type and
// 16 hand counts a side, for the 15 piece types Hecto then had.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "movegen/piece.h"
#include "movegen/variant.h"

namespace hecto {

constexpr uint32_t POSITION_FILE_VERSION = 2;
constexpr uint32_t OLDEST_POSITION_FILE_VERSION = 1;

struct TrainingPosition {
    Color sideToMove = WHITE;
    int16_t score = 0;   // centipawns, side to move's view
    uint8_t result = 1;  // for White: 0 loss, 1 draw, 2 win
    std::vector<std::pair<int, Piece>> pieces;  // (square, piece), squares ascending
    std::array<std::array<uint8_t, PIECE_TYPE_NB>, 2> hand{};
};

// The FEN of a record: board, hands and side to move (no castling or en
// passant rights: the files do not keep them).
std::string fenOf(const Variant& v, const TrainingPosition& p);

// How a format version writes pieces and hands.
struct RecordLayout {
    int colourShift = 5;
    std::vector<PieceType> handTypes;  // one count a side for each, in this order
};

class PositionWriter {
public:
    // Opens `path` for appending, writing the header if the file is new or
    // empty; throws InputError if it holds another game or format.
    PositionWriter(const std::string& path, const Variant& v);
    ~PositionWriter();
    PositionWriter(const PositionWriter&) = delete;
    PositionWriter& operator=(const PositionWriter&) = delete;

    void write(const std::vector<TrainingPosition>& positions);  // then flushed
    uint64_t existing() const { return existing_; }              // records there before

private:
    std::FILE* f_ = nullptr;
    const Variant& v_;
    RecordLayout layout_;
    uint64_t existing_ = 0;
};

class PositionReader {
public:
    // Throws InputError for a missing file, a bad header or another game.
    PositionReader(const std::string& path, const Variant& v);
    ~PositionReader();
    PositionReader(const PositionReader&) = delete;
    PositionReader& operator=(const PositionReader&) = delete;

    // The next record, or false at the end. A record cut short at the end
    // of the file (a writer killed mid-game) ends the data (see
    // truncatedTail); a corrupt record throws InputError naming the file
    // and the record.
    bool next(TrainingPosition& p);
    bool truncatedTail() const { return truncated_; }
    long goodBytes() const { return good_; }  // up to the end of the last whole record
    uint32_t version() const { return version_; }

private:
    std::FILE* f_ = nullptr;
    std::string path_;
    const Variant& v_;
    uint32_t version_ = 0;
    RecordLayout layout_;
    uint64_t index_ = 0;
    long good_ = 0;
    bool truncated_ = false;
};

}  // namespace hecto
