// hecto train: a game's network from positions of hecto datagen.
#include <chrono>
#include <cstdio>
#include <cxxopts.hpp>
#include <fmt/core.h>
#include <fstream>
#include <limits>
#include <sstream>

#include "engine/commands.h"
#include "engine/parse.h"
#include "engine/progress_line.h"
#include "engine/train/trainer.h"

namespace hecto {

namespace {

constexpr int MAX_EPOCHS = 10000;
constexpr int MAX_TRAIN_THREADS = 256;
constexpr int MAX_OUTPUT_SCALE = 4 * TRAIN_SCALE;  // ample to shrink or grow a network's evaluations
constexpr int PROGRESS_WIDTH = 30;
constexpr size_t AGREEMENT_SAMPLE = 2000;  // held-out positions for the float / integer comparison

std::vector<std::string> splitList(const std::vector<std::string>& args) {
    std::vector<std::string> out;
    for (const std::string& a : args) {
        std::stringstream s(a);
        for (std::string item; std::getline(s, item, ',');)
            if (!item.empty()) out.push_back(item);
    }
    return out;
}

std::string bar(double done) {
    const int filled = int(done * PROGRESS_WIDTH);
    return "[" + std::string(size_t(filled), '#') + std::string(size_t(PROGRESS_WIDTH - filled), ' ') + "]";
}

}  // namespace

int trainCommand(int argc, char** argv) {
    cxxopts::Options options("hecto train", "Train a game's network (NNUE) from positions written by hecto datagen.");
    const TrainOptions d;  // the defaults
    options.add_options()
        ("variant", "game: " + variantKeys(), cxxopts::value<std::string>()->default_value("chess"))
        ("data", "position files (repeat, or separate with commas)", cxxopts::value<std::vector<std::string>>())
        ("out", "network file to write", cxxopts::value<std::string>())
        ("epochs", "passes over the data", cxxopts::value<std::string>()->default_value(std::to_string(d.epochs)))
        ("hidden", "width of the feature transformer (a multiple of 16)", cxxopts::value<std::string>()->default_value(std::to_string(d.hidden)))
        ("threads", "threads", cxxopts::value<std::string>()->default_value(std::to_string(d.threads)))
        ("seed", "seed of the starting weights and the order of positions", cxxopts::value<std::string>()->default_value(std::to_string(d.seed)))
        ("output-buckets", "output layers, chosen by the number of pieces on the board",
         cxxopts::value<std::string>()->default_value(std::to_string(d.buckets)))
        ("result-percent", "share of the game's result in the target", cxxopts::value<std::string>()->default_value(std::to_string(d.resultPercent)))
        ("validation", "percent of positions held out", cxxopts::value<std::string>()->default_value(std::to_string(d.validationPercent)))
        ("lr", "learning rate, in 1/100000", cxxopts::value<std::string>()->default_value("100"))
        ("mirror", "also train on the positions' mirror images where the game allows: on or off",
         cxxopts::value<std::string>()->default_value("on"))
        ("factorise", "also train a weight per piece shared by all its squares, added in on export: on or off",
         cxxopts::value<std::string>()->default_value(d.factorise ? "on" : "off"))
        ("on-hce", "train a correction added to the hand-written evaluation: on or off",
         cxxopts::value<std::string>()->default_value(d.onHandWritten ? "on" : "off"))
        ("init", "start from this network's weights (same shape) instead of random ones", cxxopts::value<std::string>())
        ("output-scale", "centipawns of one output unit in the file; below " + std::to_string(TRAIN_SCALE) +
                             " shrinks the network's evaluations",
         cxxopts::value<std::string>()->default_value(std::to_string(d.outputScale)))
        ("h,help", "show this help");
    return withOptions(options, argc, argv, [&](const cxxopts::ParseResult& args) {
        const std::string key = args["variant"].as<std::string>();
        const Variant* v = findVariant(key);
        if (!v) throw InputError("unknown variant '" + key + "' (known: " + variantKeys() + ")");
        if (!args.count("data")) throw InputError("--data FILE is required");
        if (!args.count("out")) throw InputError("--out FILE is required");
        TrainOptions o;
        o.epochs = int(parseInt(args["epochs"].as<std::string>(), "epochs", 1, MAX_EPOCHS));
        o.hidden = int(parseInt(args["hidden"].as<std::string>(), "hidden", 16, NNUE_MAX_HIDDEN));
        if (o.hidden % 16) throw InputError("hidden must be a multiple of 16, not " + std::to_string(o.hidden));
        o.threads = int(parseInt(args["threads"].as<std::string>(), "threads", 1, MAX_TRAIN_THREADS));
        o.seed = uint64_t(parseInt(args["seed"].as<std::string>(), "seed", 0, 1LL << 62));
        o.buckets = int(parseInt(args["output-buckets"].as<std::string>(), "output-buckets", 1, NNUE_MAX_BUCKETS));
        o.resultPercent = int(parseInt(args["result-percent"].as<std::string>(), "result-percent", 0, 100));
        o.validationPercent = int(parseInt(args["validation"].as<std::string>(), "validation", 0, 50));
        o.learningRate = double(parseInt(args["lr"].as<std::string>(), "lr", 1, 100000)) / 100000;
        const auto onOff = [&](const char* name) {
            const std::string value = args[name].as<std::string>();
            if (value != "on" && value != "off") throw InputError(std::string(name) + " must be on or off, not '" + value + "'");
            return value == "on";
        };
        o.mirror = onOff("mirror");
        o.factorise = onOff("factorise");
        o.onHandWritten = onOff("on-hce");
        o.outputScale = int(parseInt(args["output-scale"].as<std::string>(), "output-scale", 1, MAX_OUTPUT_SCALE));
        const std::string out = args["out"].as<std::string>();
        if (args.count("init")) o.start = Network::load(args["init"].as<std::string>(), *v);

        const auto begin = std::chrono::steady_clock::now();
        const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count(); };
        TrainingSet data(*v, o.mirror, o.onHandWritten);
        std::string report = fmt::format("Network for {} ({} inputs x {} hidden x 2 -> 1, squared clipped ReLU, {} output bucket{})\n",
                                         v->key, data.features().count(), o.hidden, o.buckets, o.buckets == 1 ? "" : "s");
        for (const std::string& path : splitList(args["data"].as<std::vector<std::string>>())) {
            PositionReader r(path, *v);
            TrainingPosition p;
            size_t n = 0;
            while (r.next(p)) data.add(p, o.resultPercent), ++n;
            report += fmt::format("data: {} ({} positions{})\n", path, n,
                                  r.truncatedTail() ? "; a record cut short at the end was left out" : "");
        }
        const size_t positions = data.size() - data.mirrorImages();
        Trainer trainer(data, o);
        report += fmt::format("{} positions: {} trained on, {} held out; {} epochs, seed {}, {}% result, {} threads{}\n",
                              positions, trainer.trainingSize(), trainer.validationSize(),
                              o.epochs, o.seed, o.resultPercent, o.threads,
                              std::string(o.factorise ? ", factorised" : "") + (o.onHandWritten ? ", on the hand-written evaluation" : ""));
        report += !o.mirror                       ? std::string("mirror images: off\n")
                  : !Mirror(*v).symmetricGame() ? std::string("mirror images: none (the game's rules are not symmetric)\n")
                                                : fmt::format("mirror images: {} added ({:.0f}% of the positions)\n",
                                                              data.mirrorImages(), 100.0 * double(data.mirrorImages()) / double(positions));
        if (o.onHandWritten)
            report += fmt::format("held-out loss of the hand-written evaluation alone: {:.6f}\n", trainer.handWrittenLoss());
        if (o.start) report += fmt::format("started from {}: held-out loss {:.6f}\n", args["init"].as<std::string>(), trainer.validationLoss());
        fmt::print("{}", report);
        // Lines for the terminal and the log file alike, each as it comes.
        const auto say = [&](const std::string& line) {
            fmt::print("{}", line);
            std::fflush(stdout);
            report += line;
        };
        // The network kept is the epoch's with the lowest held-out loss:
        // past it, more epochs fit the training games and not the game.
        double bestLoss = std::numeric_limits<double>::infinity();
        int bestEpoch = o.epochs;
        ProgressLine progress;
        for (int e = 0; e < o.epochs; ++e) {
            const double loss = trainer.epoch(e, [&](double done) {
                progress.show(fmt::format("epoch {:>3}/{} {} {:3.0f}%", e + 1, o.epochs, bar(done), done * 100));
            });
            const double heldOut = trainer.validationLoss();
            if (trainer.validationSize() && heldOut < bestLoss) {
                bestLoss = heldOut, bestEpoch = e + 1;
                trainer.remember();
            }
            progress.clear();
            say(fmt::format("epoch {:>3}: training loss {:.6f}, held-out loss {:.6f} ({:.0f} s)\n", e + 1, loss, heldOut,
                            elapsed()));
        }
        if (bestEpoch < o.epochs) {
            trainer.recall();
            say(fmt::format("kept: epoch {} (the lowest held-out loss)\n", bestEpoch));
        }
        const auto net = trainer.quantised();
        const Agreement a = trainer.agreement(*net, AGREEMENT_SAMPLE);
        say(fmt::format("integer vs float output on {} held-out positions: mean difference {:.2f} cp, largest {:.1f} cp\n",
                        a.positions, a.mean, a.largest));
        const std::vector<uint8_t> bytes = net->write();
        std::ofstream f(out, std::ios::binary);
        if (!f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size())))
            throw InputError("cannot write '" + out + "'");
        report += fmt::format("written: {} ({} bytes) in {:.0f} s\n", out, bytes.size(), elapsed());
        fmt::print("written: {} ({} bytes)\n", out, bytes.size());
        std::ofstream(out + ".log") << report;
        return 0;
    });
}

}  // namespace hecto
