#include "engine/datagen/position_file.h"

#include <algorithm>
#include <cstring>
#include <unistd.h>

#include "movegen/notation.h"

namespace hecto {

namespace {

constexpr char MAGIC[8] = {'H', 'E', 'C', 'T', 'O', 'P', 'O', 'S'};
constexpr size_t KEY_BYTES = 16;
constexpr size_t HEADER_BYTES = sizeof MAGIC + 4 + KEY_BYTES + 2;

RecordLayout recordLayout(uint32_t version, const Variant& v) {
    RecordLayout l;
    l.colourShift = version == 1 ? 4 : 5;
    if (v.drops())
        for (int t = 0; t < (version == 1 ? 16 : int(PIECE_TYPE_NB)); ++t)
            if (version == 1 || v.has(PieceType(t))) l.handTypes.push_back(PieceType(t));
    return l;
}

std::array<uint8_t, HEADER_BYTES> encodeHeader(const Variant& v) {
    std::array<uint8_t, HEADER_BYTES> h{};
    std::memcpy(h.data(), MAGIC, sizeof MAGIC);
    for (int i = 0; i < 4; ++i) h[8 + i] = uint8_t(POSITION_FILE_VERSION >> (8 * i));
    std::memcpy(h.data() + 12, v.key.data(), std::min(v.key.size(), KEY_BYTES));
    h[12 + KEY_BYTES] = uint8_t(v.width);
    h[13 + KEY_BYTES] = uint8_t(v.height);
    return h;
}

// Version 1 had room for types up to 15.
bool fitsVersion1(const Variant& v) {
    for (int t = 16; t < PIECE_TYPE_NB; ++t)
        if (v.has(PieceType(t))) return false;
    return true;
}

// Reads and checks the header; the file's version, 0 if it is empty.
uint32_t checkHeader(std::FILE* f, const std::string& path, const Variant& v) {
    std::array<uint8_t, HEADER_BYTES> h{};
    const size_t n = std::fread(h.data(), 1, h.size(), f);
    if (n == 0) return 0;
    if (n < h.size() || std::memcmp(h.data(), MAGIC, sizeof MAGIC) != 0)
        throw InputError("'" + path + "' is not a file of training positions");
    uint32_t version = 0;
    for (int i = 0; i < 4; ++i) version |= uint32_t(h[8 + i]) << (8 * i);
    if (version < OLDEST_POSITION_FILE_VERSION || version > POSITION_FILE_VERSION)
        throw InputError("'" + path + "' has format version " + std::to_string(version) + ", this hecto reads " +
                         std::to_string(OLDEST_POSITION_FILE_VERSION) + " to " + std::to_string(POSITION_FILE_VERSION));
    if (version == 1 && !fitsVersion1(v))
        throw InputError("'" + path + "' has format version 1, which cannot hold this game's pieces");
    const std::string key(reinterpret_cast<const char*>(h.data() + 12), strnlen(reinterpret_cast<const char*>(h.data() + 12), KEY_BYTES));
    if (key != v.key || h[12 + KEY_BYTES] != v.width || h[13 + KEY_BYTES] != v.height)
        throw InputError("'" + path + "' holds positions of " + key + ", not " + v.key);
    return version;
}

size_t boardBytes(const Variant& v) { return size_t(v.width * v.height + 7) / 8; }

}  // namespace

PositionWriter::PositionWriter(const std::string& path, const Variant& v) : v_(v) {
    f_ = std::fopen(path.c_str(), "a+b");
    if (!f_) throw InputError("cannot write '" + path + "'");
    std::rewind(f_);
    try {
        if (checkHeader(f_, path, v)) {
            PositionReader r(path, v);
            layout_ = recordLayout(r.version(), v);
            TrainingPosition p;
            while (r.next(p)) ++existing_;
            // A game cut short by a killed writer is dropped before appending.
            if (r.truncatedTail() && ::truncate(path.c_str(), r.goodBytes()) != 0)
                throw InputError("cannot repair the cut end of '" + path + "'");
        } else {
            layout_ = recordLayout(POSITION_FILE_VERSION, v);
            const auto h = encodeHeader(v);
            std::fwrite(h.data(), 1, h.size(), f_);
            std::fflush(f_);
        }
    } catch (...) {
        std::fclose(f_);
        throw;
    }
}

PositionWriter::~PositionWriter() {
    if (f_) std::fclose(f_);
}

void PositionWriter::write(const std::vector<TrainingPosition>& positions) {
    std::vector<uint8_t> buf;
    for (const TrainingPosition& p : positions) {
        buf.push_back(uint8_t(p.sideToMove));
        buf.push_back(uint8_t(uint16_t(p.score) & 0xFF));
        buf.push_back(uint8_t(uint16_t(p.score) >> 8));
        buf.push_back(p.result);
        buf.push_back(uint8_t(p.pieces.size()));
        for (const auto& side : p.hand)
            for (PieceType t : layout_.handTypes) buf.push_back(side[t]);
        std::vector<uint8_t> occ(boardBytes(v_), 0);
        for (const auto& [sq, pc] : p.pieces) occ[size_t(sq) / 8] |= uint8_t(1 << (sq % 8));
        buf.insert(buf.end(), occ.begin(), occ.end());
        for (const auto& [sq, pc] : p.pieces) buf.push_back(uint8_t(colorOf(pc) << layout_.colourShift | typeOf(pc)));
    }
    std::fwrite(buf.data(), 1, buf.size(), f_);
    std::fflush(f_);
}

PositionReader::PositionReader(const std::string& path, const Variant& v) : path_(path), v_(v) {
    f_ = std::fopen(path.c_str(), "rb");
    if (!f_) throw InputError("cannot read '" + path + "'");
    try {
        version_ = checkHeader(f_, path, v);
        if (!version_) throw InputError("'" + path + "' is empty");
        layout_ = recordLayout(version_, v);
    } catch (...) {
        std::fclose(f_);
        throw;
    }
}

PositionReader::~PositionReader() {
    if (f_) std::fclose(f_);
}

bool PositionReader::next(TrainingPosition& p) {
    if (truncated_) return false;
    good_ = std::ftell(f_);
    uint8_t head[5];
    const size_t n = std::fread(head, 1, sizeof head, f_);
    if (n == 0) return false;
    const auto corrupt = [&](const std::string& what) {
        return InputError("'" + path_ + "', position " + std::to_string(index_ + 1) + ": " + what);
    };
    const auto cut = [&] {
        truncated_ = true;
        return false;
    };
    if (n < sizeof head) return cut();
    if (head[0] > 1 || head[3] > 2) throw corrupt("not a position record");
    p.sideToMove = Color(head[0]);
    p.score = int16_t(uint16_t(head[1] | head[2] << 8));
    p.result = head[3];
    const int count = head[4];
    p.hand = {};
    for (auto& side : p.hand)
        for (PieceType t : layout_.handTypes)
            if (std::fread(&side[t], 1, 1, f_) != 1) return cut();
    std::vector<uint8_t> occ(boardBytes(v_));
    if (std::fread(occ.data(), 1, occ.size(), f_) != occ.size()) return cut();
    std::vector<uint8_t> codes(static_cast<size_t>(count));
    if (std::fread(codes.data(), 1, codes.size(), f_) != codes.size()) return cut();
    p.pieces.clear();
    size_t k = 0;
    for (int sq = 0; sq < v_.width * v_.height; ++sq) {
        if (!(occ[size_t(sq) / 8] >> (sq % 8) & 1)) continue;
        if (k == codes.size()) throw corrupt("more squares than pieces");
        const uint8_t c = codes[k++];
        const PieceType t = PieceType(c & ((1 << layout_.colourShift) - 1));
        const int colour = c >> layout_.colourShift;
        if (colour > 1 || t < PAWN || !v_.has(t)) throw corrupt("a piece this game does not have");
        p.pieces.push_back({sq, makePiece(Color(colour), t)});
    }
    if (k != codes.size()) throw corrupt("fewer squares than pieces");
    ++index_;
    return true;
}

std::string fenOf(const Variant& v, const TrainingPosition& p) {
    const auto letter = [&](Color c, PieceType t) {
        const char l = v.letter(t);
        return c == WHITE ? char(l - 'a' + 'A') : l;
    };
    std::string s;
    for (int r = v.height - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < v.width; ++f) {
            const int sq = r * v.width + f;
            // p.pieces ascend by square, the FEN's ranks descend: find the square.
            const auto it = std::lower_bound(p.pieces.begin(), p.pieces.end(), std::make_pair(sq, Piece{}));
            if (it == p.pieces.end() || it->first != sq) {
                ++empty;
                continue;
            }
            if (empty) s += std::to_string(empty), empty = 0;
            s += letter(colorOf(it->second), typeOf(it->second));
        }
        if (empty) s += std::to_string(empty);
        if (r) s += '/';
    }
    if (v.drops()) {
        s += '[';
        for (Color c : {WHITE, BLACK})
            for (int t = PIECE_TYPE_NB - 1; t >= PAWN; --t) s.append(p.hand[c][t], letter(c, PieceType(t)));
        s += ']';
    }
    return s + (p.sideToMove == WHITE ? " w - - 0 1" : " b - - 0 1");
}

}  // namespace hecto
