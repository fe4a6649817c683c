// hecto serve [--host 127.0.0.1] [--port 8080]: the page for playing every
// game in a browser, until Ctrl-C (SIGINT) or SIGTERM.
#include <csignal>
#include <cstdio>
#include <pthread.h>

#include "engine/commands.h"
#include "engine/parse.h"
#include "engine/serve/web_server.h"

namespace hecto {

int serveCommand(int argc, char** argv) {
    cxxopts::Options options("hecto serve", "Serve a page for playing every game in a browser, against Hecto or a friend.");
    options.add_options()
        ("host", "address to listen on; 0.0.0.0 opens it to other machines", cxxopts::value<std::string>()->default_value("127.0.0.1"))
        ("port", "port to listen on (0: any free port)", cxxopts::value<std::string>()->default_value("8080"))
        ("h,help", "show this help");
    return withOptions(options, argc, argv, [&](const cxxopts::ParseResult& args) {
        ServeConfig config;
        config.host = args["host"].as<std::string>();
        config.port = int(parseInt(args["port"].as<std::string>(), "port", 0, 65535));
        // The signals are taken by this thread alone (sigwait), never by
        // the server's threads, so that stopping runs as ordinary code.
        sigset_t stopSignals;
        sigemptyset(&stopSignals);
        sigaddset(&stopSignals, SIGINT);
        sigaddset(&stopSignals, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);
        WebServer server(config);
        const int port = server.bind();
        const std::string shown = config.host.find(':') != std::string::npos ? "[" + config.host + "]" : config.host;
        std::printf("Hecto serves its board at http://%s:%d/ (Ctrl-C stops it)\n", shown.c_str(), port);
        if (!server.loopbackOnly())
            std::printf("warning: listening on %s: anyone who can reach this machine can open the page and play;\n"
                        "on this machine open http://127.0.0.1:%d/\n",
                        config.host.c_str(), port);
        std::fflush(stdout);
        server.start();
        int signal = 0;
        sigwait(&stopSignals, &signal);
        server.stop();
        std::printf("Hecto stopped serving.\n");
        return 0;
    });
}

}  // namespace hecto
