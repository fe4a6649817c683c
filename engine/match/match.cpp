#include "engine/match/match.h"

#include <algorithm>
#include <fmt/core.h>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "engine/match/openings.h"
#include "engine/match/pgn.h"
#include "movegen/notation.h"

namespace hecto {

namespace {

// One scheduled game: engines by index, opening, and where it belongs.
struct Job {
    int encounter;  // index into the encounter list
    int white, black;
    int opening;
    int pair;  // games of one pair share the opening, colours reversed
    int round;
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
    Tournament(const MatchConfig& cfg, std::ostream& out, const std::atomic<bool>& stop)
        : cfg_(cfg), out_(out), stop_(stop) {}

    int run() {
        if (!prepare()) return 2;
        std::vector<std::thread> workers;
        const int threads = std::max(1, std::min<int>(cfg_.concurrency, int(jobs_.size())));
        for (int i = 0; i < threads; ++i) workers.emplace_back([this] { work(); });
        for (auto& t : workers) t.join();
        report();
        return fatal_.empty() ? 0 : 2;
    }

private:
    bool prepare() {
        try {
            if (!cfg_.openingsFile.empty()) {
                openings_ = loadOpenings(cfg_.openingsFile, *cfg_.variant);
                if (cfg_.randomOrder) {
                    Prng rng(cfg_.seed);
                    for (size_t i = openings_.size(); i > 1; --i) std::swap(openings_[i - 1], openings_[rng.next() % i]);
                }
            }
        } catch (const InputError& e) {
            out_ << "error: " << e.what() << "\n";
            return false;
        }
        const int n = int(cfg_.engines.size());
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (!cfg_.gauntlet || i == 0) encounters_.push_back({i, j, {}, {}, {}});
        int pairsPerEncounter = (cfg_.games + 1) / 2;
        if (openings_.empty()) {
            // Random openings (or the start position): one per pair, the same
            // for every encounter, from the seed.
            Prng rng(cfg_.seed);
            const int needed = pairsPerEncounter * cfg_.rounds;
            for (int i = 0; i < needed; ++i) {
                try {
                    openings_.push_back(cfg_.randomPlies ? randomOpening(*cfg_.variant, cfg_.randomPlies, rng) : Opening{});
                } catch (const InputError& e) {
                    out_ << "error: " << e.what() << "\n";
                    return false;
                }
            }
        }
        int openingIndex = 0;
        for (int round = 0; round < cfg_.rounds; ++round)
            for (int p = 0; p < pairsPerEncounter; ++p, ++openingIndex)
                for (int e = 0; e < int(encounters_.size()); ++e) {
                    const Encounter& enc = encounters_[e];
                    const int opening = openingIndex % int(openings_.size());
                    const int pairId = round * pairsPerEncounter + p;
                    jobs_.push_back({e, enc.first, enc.second, opening, pairId, round});
                    if (2 * p + 1 < cfg_.games) jobs_.push_back({e, enc.second, enc.first, opening, pairId, round});
                }
        if (!cfg_.pgnFile.empty()) {
            pgn_.open(cfg_.pgnFile, std::ios::app);
            if (!pgn_) {
                out_ << "error: cannot write PGN file '" << cfg_.pgnFile << "'\n";
                return false;
            }
        }
        return true;
    }

    bool finishedEarly() const { return stop_ || decided_ || !fatal_.empty(); }

    // One worker: its own engine processes, kept across games.
    void work() {
        std::map<int, std::unique_ptr<UciEngine>> engines;
        for (;;) {
            Job job;
            int number;
            {
                std::lock_guard lock(mutex_);
                if (finishedEarly() || next_ >= jobs_.size()) break;
                number = int(next_);
                job = jobs_[next_++];
            }
            UciEngine* players[2];
            bool ok = true;
            for (int side = 0; side < 2 && ok; ++side) {
                const int idx = side == 0 ? job.white : job.black;
                auto& e = engines[idx];
                if (!e) e = std::make_unique<UciEngine>(cfg_.engines[idx]);
                if (!e->ready() && !e->start(cfg_.variant->key, &stop_)) {
                    std::lock_guard lock(mutex_);
                    if (!stop_ && fatal_.empty()) fatal_ = e->error();
                    ok = false;
                }
                players[side] = e.get();
            }
            if (!ok) break;
            for (UciEngine* p : players) p->newGame(&stop_);
            GameRecord rec = playGame(*players[0], *players[1], *cfg_.variant, openings_[job.opening],
                                      cfg_.adjudication, &stop_);
            rec.round = number + 1;
            if (rec.whiteFailed) players[0]->quit();
            if (rec.blackFailed) players[1]->quit();
            record(job, rec);
        }
        for (auto& [idx, e] : engines) e->quit();
    }

    void record(const Job& job, const GameRecord& rec) {
        std::lock_guard lock(mutex_);
        if (pgn_.is_open()) {
            pgn_ << toPgn(rec, cfg_.event);
            pgn_.flush();
        }
        if (rec.result == GameResult::UNFINISHED) return;
        ++played_;
        Encounter& enc = encounters_[job.encounter];
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
        if (pending.first == 2) {
            ++enc.penta[int(pending.second * 2 + 0.5)];
            enc.pendingPairs.erase(job.pair);
            checkSprt(enc);
        }
        const auto& a = cfg_.engines[enc.first].name;
        const auto& b = cfg_.engines[enc.second].name;
        const int n = enc.wdl.wins + enc.wdl.draws + enc.wdl.losses;
        out_ << fmt::format("Finished game {} ({} vs {}): {} {{{}}}\n", rec.round, rec.white, rec.black,
                            resultText(rec.result), rec.reason);
        out_ << fmt::format("Score of {} vs {}: {} - {} - {}  [{:.3f}] {}\n", a, b, enc.wdl.wins, enc.wdl.losses,
                            enc.wdl.draws, (enc.wdl.wins + 0.5 * enc.wdl.draws) / n, n);
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

    void report() {
        if (!fatal_.empty()) out_ << "error: " << fatal_ << "\n";
        if (stop_) out_ << "Match interrupted\n";
        out_ << fmt::format("\nResults of {} games ({}):\n", played_, cfg_.variant->name);
        for (const Encounter& enc : encounters_) {
            const auto& a = cfg_.engines[enc.first].name;
            const auto& b = cfg_.engines[enc.second].name;
            const int n = enc.wdl.wins + enc.wdl.draws + enc.wdl.losses;
            out_ << fmt::format("{} vs {}: W {} L {} D {} ({} games, {:.1f}%)\n", a, b, enc.wdl.wins, enc.wdl.losses,
                                enc.wdl.draws, n, n ? 100.0 * (enc.wdl.wins + 0.5 * enc.wdl.draws) / n : 50.0);
            out_ << "  Elo " << formatElo(eloFromWDL(enc.wdl)) << "\n";
            const int pairs = enc.penta[0] + enc.penta[1] + enc.penta[2] + enc.penta[3] + enc.penta[4];
            if (pairs)
                out_ << fmt::format("  Pentanomial [{}, {}, {}, {}, {}]: Elo {}\n", enc.penta[0], enc.penta[1],
                                    enc.penta[2], enc.penta[3], enc.penta[4], formatElo(eloFromPentanomial(enc.penta)));
        }
        if (cfg_.sprt && encounters_.size() == 1) {
            const SprtStatus s = sprt(*cfg_.sprt, encounters_[0].penta);
            out_ << fmt::format("SPRT ({} < Elo < {}, alpha {}, beta {}): llr {:.2f} ({:.2f}, {:.2f}): {}\n",
                                cfg_.sprt->elo0, cfg_.sprt->elo1, cfg_.sprt->alpha, cfg_.sprt->beta, s.llr, s.lower,
                                s.upper, sprtVerdict_.empty() ? "no decision" : sprtVerdict_);
        }
        if (cfg_.engines.size() > 2) standings();
        out_.flush();
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
            WDL& a = rows[enc.first].wdl;
            WDL& b = rows[enc.second].wdl;
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
                                n ? 100.0 * points(w) / n : 50.0, formatElo(eloFromWDL(w)));
        }
    }

    const MatchConfig& cfg_;
    std::ostream& out_;
    const std::atomic<bool>& stop_;
    std::mutex mutex_;
    std::vector<Opening> openings_;
    std::vector<Encounter> encounters_;
    std::vector<Job> jobs_;
    size_t next_ = 0;
    int played_ = 0;
    std::ofstream pgn_;
    std::atomic<bool> decided_{false};
    std::string sprtVerdict_, fatal_;
};

}  // namespace

int runMatch(const MatchConfig& config, std::ostream& out, const std::atomic<bool>& stop) {
    return Tournament(config, out, stop).run();
}

}  // namespace hecto
