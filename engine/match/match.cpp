#include "engine/match/match.h"

#include <algorithm>
#include <fmt/core.h>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "engine/match/match_engine.h"
#include "engine/match/pgn.h"
#include "movegen/notation.h"

namespace hecto {

namespace {

constexpr auto WAIT_SLICE = std::chrono::milliseconds(20);  // how often a pause looks at `stop`

const char* colorName(Color c) { return c == WHITE ? "White" : "Black"; }

// One scheduled game: engines by index, opening, and where it belongs.
struct Job {
    int encounter;  // index into the encounter list
    int white, black;
    int opening;
    int pair;  // games of one pair share the opening, colours reversed
};

struct Encounter {
    int first, second;  // results are counted from `first`'s side
    WDL wdl;
    Pentanomial penta{};
    std::map<int, std::pair<int, double>> pendingPairs;  // pair -> games seen, first's points
};

// Everything the workers share, behind one mutex.
class Tournament {
public:
    Tournament(const MatchConfig& cfg, std::ostream& out, std::ostream& err, const std::atomic<bool>& stop)
        : cfg_(cfg), out_(out), err_(err), stop_(stop), startedOnce_(cfg.engines.size(), false) {}

    int run() {
        try {
            prepare();
        } catch (const InputError& e) {
            err_ << "error: " << e.what() << "\n";
            return 2;
        }
        std::vector<std::thread> workers;
        const int threads = std::max(1, std::min<int>(cfg_.concurrency, int(jobs_.size())));
        for (int i = 0; i < threads; ++i) workers.emplace_back([this] { work(); });
        for (auto& t : workers) t.join();
        return report();
    }

private:
    void prepare() {
        if (!cfg_.openingsFile.empty()) {
            openings_ = loadOpenings(cfg_.openingsFile, *cfg_.variant, cfg_.openingsFormat);
            if (cfg_.openingStart > int(openings_.size()))
                throw InputError(fmt::format("-openings start={} but '{}' has {} openings", cfg_.openingStart,
                                             cfg_.openingsFile, openings_.size()));
            std::rotate(openings_.begin(), openings_.begin() + (cfg_.openingStart - 1), openings_.end());
            if (cfg_.openingPlies)
                for (Opening& o : openings_)
                    if (int(o.moves.size()) > cfg_.openingPlies) o.moves.resize(size_t(cfg_.openingPlies));
            if (cfg_.randomOrder) {
                Prng rng(cfg_.seed);
                for (size_t i = openings_.size(); i > 1; --i) std::swap(openings_[i - 1], openings_[rng.next() % i]);
            }
        }
        const int n = int(cfg_.engines.size());
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (!cfg_.gauntlet || i == 0) encounters_.push_back({i, j, {}, {}, {}});
        const int pairsPerEncounter = (cfg_.games + 1) / 2;
        int nextOpening = 0;
        for (int round = 0; round < cfg_.rounds; ++round)
            for (int p = 0; p < pairsPerEncounter; ++p) {
                const int shared = nextOpening;
                for (int e = 0; e < int(encounters_.size()); ++e) {
                    const Encounter& enc = encounters_[e];
                    const int opening = cfg_.openingPerRound ? shared : nextOpening++;
                    const int pairId = round * pairsPerEncounter + p;
                    jobs_.push_back({e, enc.first, enc.second, opening, pairId});
                    if (2 * p + 1 < cfg_.games) jobs_.push_back({e, enc.second, enc.first, opening, pairId});
                }
                if (cfg_.openingPerRound) ++nextOpening;
            }
        // Random openings are made as the games need them (a short search
        // checks each), in the order of the schedule: from the seed alone.
        if (openings_.empty() && cfg_.randomPlies) random_ = std::make_unique<RandomOpenings>(*cfg_.variant, cfg_.randomPlies, cfg_.seed);
        else if (openings_.empty()) openings_.push_back(Opening{});
        if (!cfg_.pgnFile.empty()) {
            pgn_.open(cfg_.pgnFile, std::ios::app);
            if (!pgn_) throw InputError("cannot write PGN file '" + cfg_.pgnFile + "'");
        }
        if (!cfg_.epdFile.empty()) {
            epd_.open(cfg_.epdFile, std::ios::app);
            if (!epd_) throw InputError("cannot write EPD file '" + cfg_.epdFile + "'");
        }
    }

    bool finishedEarly() const { return stop_ || decided_ || failed_; }

    // Under the lock.
    void fail(const std::string& error) {
        if (!fatal_.empty()) return;
        fatal_ = error;
        failed_ = true;
    }

    // The opening of the index-th pair (under the lock).
    Opening opening(int index) {
        if (!random_) return openings_[size_t(index) % openings_.size()];
        while (int(openings_.size()) <= index) openings_.push_back(random_->next());
        return openings_[size_t(index)];
    }

    // Sleeps up to `ms`, less if the match is stopped.
    void pause(int ms) const {
        const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        while (!finishedEarly() && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(
                WAIT_SLICE, until - std::chrono::steady_clock::now()));
    }

    // One worker: its own engine processes, kept across games.
    void work() {
        std::map<int, std::unique_ptr<MatchEngine>> engines;
        for (bool first = true;; first = false) {
            if (!first && cfg_.waitMs) pause(cfg_.waitMs);
            Job job;
            int number;
            Opening book;
            {
                std::lock_guard lock(mutex_);
                if (finishedEarly() || next_ >= jobs_.size()) break;
                number = int(next_) + 1;
                job = jobs_[next_++];
                try {
                    book = opening(job.opening);
                } catch (const InputError& e) {
                    fail(e.what());
                    break;
                }
                out_ << fmt::format("Started game {} of {} ({} vs {})\n", number, jobs_.size(),
                                    cfg_.engines[size_t(job.white)].name, cfg_.engines[size_t(job.black)].name);
                out_.flush();
            }
            MatchEngine* players[2] = {nullptr, nullptr};
            std::optional<GameRecord> forfeit;
            bool abandon = false;
            for (Color side : {WHITE, BLACK}) {
                const int idx = side == WHITE ? job.white : job.black;
                auto& e = engines[idx];
                if (!e) e = makeEngine(cfg_.engines[size_t(idx)]);
                Handshake h = e->ready() ? Handshake::OK : e->start(*cfg_.variant, &stop_);
                if (h == Handshake::OK) h = e->newGame(&stop_);
                if (h == Handshake::OK) {
                    std::lock_guard lock(mutex_);
                    startedOnce_[size_t(idx)] = true;
                    players[side] = e.get();
                    continue;
                }
                std::lock_guard lock(mutex_);
                if (h == Handshake::INTERRUPTED) {
                    abandon = true;
                } else if (h == Handshake::FAILED || (h == Handshake::DISCONNECTED && !startedOnce_[size_t(idx)])) {
                    // It never played: it cannot be started at all.
                    fail(h == Handshake::FAILED ? e->error() : "cannot start " + e->name() + ": " + e->error());
                    abandon = true;
                } else {
                    // It played before: it loses this game, and is restarted for the next.
                    const bool stalled = h == Handshake::STALLED;
                    out_ << fmt::format("{}; restarting it\n", e->error());
                    forfeit = forfeitGame(cfg_.engines[size_t(job.white)], cfg_.engines[size_t(job.black)],
                                          *cfg_.variant, book, side,
                                          std::string(colorName(side)) + (stalled ? "'s connection stalls" : " disconnects"),
                                          stalled ? "stalled connection" : "abandoned");
                }
                break;
            }
            if (abandon) break;
            GameRecord rec = forfeit ? *forfeit
                                     : playGame(*players[WHITE], *players[BLACK], *cfg_.variant,
                                                book, cfg_.adjudication, &stop_);
            rec.round = number;
            if (!rec.unplayable.empty()) {
                std::lock_guard lock(mutex_);
                fail(rec.unplayable);
                break;
            }
            for (Color side : {WHITE, BLACK}) {
                MatchEngine* p = players[side];
                if (!p) continue;
                if (side == WHITE ? rec.whiteFailed : rec.blackFailed) p->quit();
                else if (rec.result != GameResult::UNFINISHED) p->gameOver(resultText(rec.result) + " {" + rec.reason + "}");
            }
            record(job, rec);
        }
        for (auto& [idx, e] : engines) e->quit();
    }

    void record(const Job& job, const GameRecord& rec) {
        std::lock_guard lock(mutex_);
        if (pgn_.is_open()) {
            pgn_ << toPgn(rec, cfg_.event, cfg_.pgnMinimal);
            pgn_.flush();
        }
        if (rec.result == GameResult::UNFINISHED) return;
        if (epd_.is_open()) {
            epd_ << rec.finalFen << "\n";
            epd_.flush();
        }
        ++played_;
        Encounter& enc = encounters_[size_t(job.encounter)];
        const bool firstIsWhite = job.white == enc.first;
        double firstPoints = rec.result == GameResult::DRAW ? 0.5
                             : (rec.result == GameResult::WHITE_WINS) == firstIsWhite ? 1.0
                                                                                       : 0.0;
        if (firstPoints == 1.0) ++enc.wdl.wins;
        else if (firstPoints == 0.0) ++enc.wdl.losses;
        else ++enc.wdl.draws;
        auto& pending = enc.pendingPairs[job.pair];
        pending.first += 1;
        pending.second += firstPoints;
        const bool pairDone = pending.first == 2;
        if (pairDone) {
            ++enc.penta[size_t(pending.second * 2 + 0.5)];
            enc.pendingPairs.erase(job.pair);
        }
        const auto& a = cfg_.engines[size_t(enc.first)].name;
        const auto& b = cfg_.engines[size_t(enc.second)].name;
        const int n = enc.wdl.wins + enc.wdl.draws + enc.wdl.losses;
        out_ << fmt::format("Finished game {} ({} vs {}): {} {{{}}}\n", rec.round, rec.white, rec.black,
                            resultText(rec.result), rec.reason);
        out_ << fmt::format("Score of {} vs {}: {} - {} - {}  [{:.3f}] {}\n", a, b, enc.wdl.wins, enc.wdl.losses,
                            enc.wdl.draws, (enc.wdl.wins + 0.5 * enc.wdl.draws) / n, n);
        if (pairDone) checkSprt(enc);
        if (cfg_.ratingInterval && played_ % cfg_.ratingInterval == 0 && played_ < int(jobs_.size())) tables();
        out_.flush();
    }

    void checkSprt(const Encounter& enc) {
        if (!cfg_.sprt || encounters_.size() != 1) return;
        const SprtStatus s = sprt(*cfg_.sprt, enc.penta);
        out_ << fmt::format("SPRT: llr {:.2f} ({:.2f}, {:.2f})\n", s.llr, s.lower, s.upper);
        if (s.decision == SprtStatus::CONTINUE) return;
        decided_ = true;
        sprtVerdict_ = s.decision == SprtStatus::ACCEPT_H1 ? "H1 accepted" : "H0 accepted";
    }

    int report() {
        if (!fatal_.empty() && played_ == 0) {
            err_ << "error: " << fatal_ << "\n";
            return 2;
        }
        if (stop_) out_ << "Match interrupted\n";
        out_ << fmt::format("\nResults of {} games ({}):\n", played_, cfg_.variant->name);
        tables();
        if (cfg_.sprt && encounters_.size() == 1) {
            const SprtStatus s = sprt(*cfg_.sprt, encounters_[0].penta);
            out_ << fmt::format("SPRT ({} < Elo < {}, alpha {}, beta {}): llr {:.2f} ({:.2f}, {:.2f}): {}\n",
                                cfg_.sprt->elo0, cfg_.sprt->elo1, cfg_.sprt->alpha, cfg_.sprt->beta, s.llr, s.lower,
                                s.upper, sprtVerdict_.empty() ? "no decision" : sprtVerdict_);
        }
        out_.flush();
        if (!fatal_.empty()) {
            err_ << "error: " << fatal_ << "\n";
            return 2;
        }
        return stop_ ? 130 : 0;
    }

    // W/D/L and Elo per pair of engines, and standings for more than two.
    void tables() {
        for (const Encounter& enc : encounters_) {
            const auto& a = cfg_.engines[size_t(enc.first)].name;
            const auto& b = cfg_.engines[size_t(enc.second)].name;
            const int n = enc.wdl.wins + enc.wdl.draws + enc.wdl.losses;
            out_ << fmt::format("{} vs {}: W {} L {} D {} ({} games, {:.1f}%)\n", a, b, enc.wdl.wins, enc.wdl.losses,
                                enc.wdl.draws, n, n ? 100.0 * (enc.wdl.wins + 0.5 * enc.wdl.draws) / n : 50.0);
            if (!n) continue;
            out_ << "  Elo " << formatElo(eloFromWDL(enc.wdl)) << "\n";
            const int pairs = enc.penta[0] + enc.penta[1] + enc.penta[2] + enc.penta[3] + enc.penta[4];
            if (pairs)
                out_ << fmt::format("  Pentanomial [{}, {}, {}, {}, {}]: Elo {}\n", enc.penta[0], enc.penta[1],
                                    enc.penta[2], enc.penta[3], enc.penta[4], formatElo(eloFromPentanomial(enc.penta)));
        }
        if (cfg_.engines.size() > 2) standings();
    }

    // Per-engine totals against the field.
    void standings() {
        struct Row {
            std::string name;
            WDL wdl;
        };
        std::vector<Row> rows;
        for (const auto& e : cfg_.engines) rows.push_back({e.name, {}});
        for (const Encounter& enc : encounters_) {
            WDL& a = rows[size_t(enc.first)].wdl;
            WDL& b = rows[size_t(enc.second)].wdl;
            a.wins += enc.wdl.wins, a.losses += enc.wdl.losses, a.draws += enc.wdl.draws;
            b.wins += enc.wdl.losses, b.losses += enc.wdl.wins, b.draws += enc.wdl.draws;
        }
        const auto points = [](const WDL& w) { return w.wins + 0.5 * w.draws; };
        std::stable_sort(rows.begin(), rows.end(), [&](const Row& x, const Row& y) { return points(x.wdl) > points(y.wdl); });
        out_ << fmt::format("\n{:<4} {:<24} {:>6} {:>7} {:>7}  {}\n", "Rank", "Name", "Games", "Points", "Score",
                            "Elo vs field");
        for (size_t i = 0; i < rows.size(); ++i) {
            const WDL& w = rows[i].wdl;
            const int n = w.wins + w.draws + w.losses;
            out_ << fmt::format("{:<4} {:<24} {:>6} {:>7.1f} {:>6.1f}%  {}\n", i + 1, rows[i].name, n, points(w),
                                n ? 100.0 * points(w) / n : 50.0, n ? formatElo(eloFromWDL(w)) : "-");
        }
        out_ << "\n";
    }

    const MatchConfig& cfg_;
    std::ostream& out_;
    std::ostream& err_;
    const std::atomic<bool>& stop_;
    std::mutex mutex_;
    std::vector<Opening> openings_;
    std::unique_ptr<RandomOpenings> random_;
    std::vector<Encounter> encounters_;
    std::vector<Job> jobs_;
    std::vector<bool> startedOnce_;  // by engine: has it ever been ready for a game?
    size_t next_ = 0;
    int played_ = 0;
    std::ofstream pgn_, epd_;
    std::atomic<bool> decided_{false}, failed_{false};
    std::string sprtVerdict_, fatal_;
};

}  // namespace

int runMatch(const MatchConfig& config, std::ostream& out, std::ostream& err, const std::atomic<bool>& stop) {
    return Tournament(config, out, err, stop).run();
}

}  // namespace hecto
