#include "search/nnue/network.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

#if defined(__AVX2__) || defined(__AVX512BW__)
#include <immintrin.h>
#endif

#include "movegen/notation.h"
#include "search/nnue/features.h"

namespace hecto {

namespace {

constexpr char MAGIC[8] = {'H', 'E', 'C', 'T', 'O', 'N', 'E', 'T'};
constexpr size_t KEY_BYTES = 16;

uint64_t fnv1a(const uint8_t* p, size_t n) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

class Reader {
public:
    Reader(const std::vector<uint8_t>& b, const std::string& source) : b_(b), source_(source) {}
    uint64_t u(int bytes) {
        need(size_t(bytes));
        uint64_t v = 0;
        for (int i = 0; i < bytes; ++i) v |= uint64_t(b_[pos_++]) << (8 * i);
        return v;
    }
    void i16s(int16_t* out, size_t n) {
        for (size_t i = 0; i < n; ++i) out[i] = int16_t(uint16_t(u(2)));
    }
    std::string text(size_t n) {
        need(n);
        std::string s(reinterpret_cast<const char*>(b_.data() + pos_), n);
        pos_ += n;
        return s.substr(0, s.find('\0'));
    }
    size_t pos() const { return pos_; }
    void need(size_t n) const {
        if (pos_ + n > b_.size()) throw InputError("'" + source_ + "' is truncated: not a complete network");
    }

private:
    const std::vector<uint8_t>& b_;
    const std::string& source_;
    size_t pos_ = 0;
};

void put(std::vector<uint8_t>& out, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(uint8_t(v >> (8 * i)));
}

}  // namespace

void Network::Free::operator()(int16_t* p) const { std::free(p); }

int16_t* Network::allocate(size_t count) {
    const size_t bytes = (count * sizeof(int16_t) + NNUE_ALIGN - 1) / NNUE_ALIGN * NNUE_ALIGN;
    auto* p = static_cast<int16_t*>(std::aligned_alloc(NNUE_ALIGN, bytes));
    if (!p) throw InputError("out of memory for a network");
    std::memset(p, 0, bytes);
    return p;
}

std::shared_ptr<const Network> Network::read(const std::vector<uint8_t>& bytes, const Variant& v, const std::string& source) {
    Reader r(bytes, source);
    if (bytes.size() < sizeof MAGIC || std::memcmp(bytes.data(), MAGIC, sizeof MAGIC) != 0)
        throw InputError("'" + source + "' is not a Hecto network");
    r.text(sizeof MAGIC);
    const auto version = uint32_t(r.u(4));
    if (version < NETWORK_FILE_OLDEST || version > NETWORK_FILE_VERSION)
        throw InputError("'" + source + "' has network format " + std::to_string(version) + ", this hecto reads " +
                         std::to_string(NETWORK_FILE_OLDEST) + " to " + std::to_string(NETWORK_FILE_VERSION));
    auto net = std::make_shared<Network>();
    net->variant = r.text(KEY_BYTES);
    net->width = int(r.u(1));
    net->height = int(r.u(1));
    if (net->variant != v.key || net->width != v.width || net->height != v.height)
        throw InputError("'" + source + "' is a network for " + net->variant + ", not " + v.key);
    net->inputs = int(r.u(4));
    net->hidden = int(r.u(4));
    const int qa = int(r.u(2)), qb = int(r.u(2));
    net->scale = int(r.u(2));
    if (version >= 3) {
        net->buckets = int(r.u(1));
        net->bucketPieces = int(r.u(1));
    }
    if (version >= 4) {
        const auto base = r.u(1);
        if (base > 1) throw InputError("'" + source + "' has a layout this hecto cannot run");
        net->onHandWritten = base == 1;
    }
    if (net->inputs != FeatureSet(v).count())
        throw InputError("'" + source + "' has " + std::to_string(net->inputs) + " inputs; " + v.key + " has " +
                         std::to_string(FeatureSet(v).count()));
    if (net->hidden < 8 || net->hidden > NNUE_MAX_HIDDEN || net->hidden % 16 || qa != NNUE_QA || qb != NNUE_QB ||
        net->scale < 1 || net->buckets < 1 || net->buckets > NNUE_MAX_BUCKETS || net->bucketPieces < 1)
        throw InputError("'" + source + "' has a layout this hecto cannot run");
    const size_t ft = size_t(net->inputs) * size_t(net->hidden), out = size_t(net->buckets) * 2 * size_t(net->hidden);
    r.need((ft + size_t(net->hidden) + out) * 2 + size_t(net->buckets) * 4 + 8);
    net->ftWeights.reset(allocate(ft));
    net->ftBias.reset(allocate(size_t(net->hidden)));
    net->outWeights.reset(allocate(out));
    r.i16s(net->ftWeights.get(), ft);
    r.i16s(net->ftBias.get(), size_t(net->hidden));
    r.i16s(net->outWeights.get(), out);
    for (int b = 0; b < net->buckets; ++b) net->outBias[size_t(b)] = int32_t(uint32_t(r.u(4)));
    const size_t body = r.pos();
    if (r.u(8) != fnv1a(bytes.data(), body)) throw InputError("'" + source + "' is damaged (checksum)");
    if (r.pos() != bytes.size()) throw InputError("'" + source + "' has bytes after the network");
    return net;
}

namespace {

std::vector<uint8_t> readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot read '" + path + "'");
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

std::shared_ptr<const Network> Network::load(const std::string& path, const Variant& v) {
    return read(readFile(path), v, path);
}

std::shared_ptr<const Network> Network::load(const std::string& path) {
    const std::vector<uint8_t> bytes = readFile(path);
    std::string key;
    if (bytes.size() >= sizeof MAGIC + 4 + KEY_BYTES) {
        Reader r(bytes, path);
        r.text(sizeof MAGIC + 4);
        key = r.text(KEY_BYTES);
    }
    const Variant* v = findVariant(key);
    if (!v) {
        // Not a network at all, or one for no game this engine plays: read()
        // names the first, the second is said here.
        if (key.empty() || std::memcmp(bytes.data(), MAGIC, sizeof MAGIC) != 0) return read(bytes, *findVariant("chess"), path);
        throw InputError("'" + path + "' is a network for " + key + ", a game this engine does not play");
    }
    return read(bytes, *v, path);
}

std::vector<uint8_t> Network::write() const {
    std::vector<uint8_t> out(MAGIC, MAGIC + sizeof MAGIC);
    put(out, NETWORK_FILE_VERSION, 4);
    std::string key = variant;
    key.resize(KEY_BYTES, '\0');
    out.insert(out.end(), key.begin(), key.end());
    put(out, uint64_t(width), 1);
    put(out, uint64_t(height), 1);
    put(out, uint64_t(inputs), 4);
    put(out, uint64_t(hidden), 4);
    put(out, NNUE_QA, 2);
    put(out, NNUE_QB, 2);
    put(out, uint64_t(scale), 2);
    put(out, uint64_t(buckets), 1);
    put(out, uint64_t(bucketPieces), 1);
    put(out, onHandWritten ? 1 : 0, 1);
    const auto i16s = [&](const int16_t* p, size_t n) {
        for (size_t i = 0; i < n; ++i) put(out, uint16_t(p[i]), 2);
    };
    i16s(ftWeights.get(), size_t(inputs) * size_t(hidden));
    i16s(ftBias.get(), size_t(hidden));
    i16s(outWeights.get(), size_t(buckets) * 2 * size_t(hidden));
    for (int b = 0; b < buckets; ++b) put(out, uint32_t(outBias[size_t(b)]), 4);
    put(out, fnv1a(out.data(), out.size()), 8);
    return out;
}

// Squared clipped ReLU of each value, halved, times its output weight,
// summed. A value is at most QA, so its square fits 16 bits unsigned and
// the halved square signed; two such products of any int16 weights fit a
// 32-bit lane, and the lanes are widened to 64 bits on every step. So the
// output weights keep their full 16 bits (no clip that costs precision).
// AVX-512 takes 32 values a step, AVX2 16 (hidden is a multiple of 16),
// plain code the rest; all give the same sum.
static int64_t screluDot(const int16_t* acc, const int16_t* w, int n) {
    int64_t total = 0;
    int i = 0;
#if defined(__AVX512BW__)
    // GCC 12's AVX-512 headers build the narrowing casts and the reduction
    // from a deliberately undefined register, which -Wmaybe-uninitialized
    // reports once they are inlined here; no value is read from it.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
    {
        const __m512i zero = _mm512_setzero_si512(), qa = _mm512_set1_epi16(NNUE_QA);
        __m512i sum = _mm512_setzero_si512();
        for (; i + 32 <= n; i += 32) {
            const __m512i v = _mm512_min_epi16(_mm512_max_epi16(_mm512_loadu_si512(acc + i), zero), qa);
            const __m512i pairs = _mm512_madd_epi16(_mm512_srli_epi16(_mm512_mullo_epi16(v, v), 1), _mm512_loadu_si512(w + i));
            sum = _mm512_add_epi64(sum, _mm512_cvtepi32_epi64(_mm512_castsi512_si256(pairs)));
            sum = _mm512_add_epi64(sum, _mm512_cvtepi32_epi64(_mm512_extracti64x4_epi64(pairs, 1)));
        }
        total += _mm512_reduce_add_epi64(sum);
    }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif
#if defined(__AVX2__)
    {
        const __m256i zero = _mm256_setzero_si256(), qa = _mm256_set1_epi16(NNUE_QA);
        __m256i sum = _mm256_setzero_si256();
        for (; i + 16 <= n; i += 16) {
            const __m256i v = _mm256_min_epi16(_mm256_max_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(acc + i)), zero), qa);
            const __m256i half = _mm256_srli_epi16(_mm256_mullo_epi16(v, v), 1);
            const __m256i pairs = _mm256_madd_epi16(half, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(w + i)));
            sum = _mm256_add_epi64(sum, _mm256_cvtepi32_epi64(_mm256_castsi256_si128(pairs)));
            sum = _mm256_add_epi64(sum, _mm256_cvtepi32_epi64(_mm256_extracti128_si256(pairs, 1)));
        }
        alignas(32) int64_t lanes[4];
        _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), sum);
        total += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    }
#endif
    for (; i < n; ++i) {
        const int v = std::min(std::max(int(acc[i]), 0), NNUE_QA);
        total += int64_t((v * v) >> 1) * w[i];
    }
    return total;
}

int Network::piecesPerBucket(const Variant& v, int n) {
    const std::string placement = v.startFen.substr(0, v.startFen.find(' '));
    const auto pieces = int(std::count_if(placement.begin(), placement.end(), [](char c) { return std::isalpha(uint8_t(c)); }));
    return n < 1 ? pieces : std::max(1, (pieces + n - 1) / n);
}

int Network::evaluate(const int16_t* us, const int16_t* them, int pieces) const {
    const int b = bucket(pieces);
    const int16_t* w = outWeights.get() + size_t(b) * 2 * size_t(hidden);
    const int64_t sum = screluDot(us, w, hidden) + screluDot(them, w + hidden, hidden);
    // sum is scaled by QA^2 / 2 * QB; the bias by QA * QB.
    const int64_t out = 2 * sum / NNUE_QA + outBias[size_t(b)];
    return int(out * scale / (NNUE_QA * NNUE_QB));
}

}  // namespace hecto
