// libFuzzer target for the platform's route table, in-process (no socket): whatever request
// arrives, the answer keeps the contract's shape (tests/platform/contractshape.h) and nothing
// crashes. Build with the fuzz preset (clang):
//   cmake --preset fuzz && cmake --build build/fuzz --target router_fuzz && build/fuzz/tests/fuzz/router_fuzz
// An input is: a method byte, a credentials byte, a route byte (its pattern's {id} replaced by
// the text up to the first newline, or that text as the whole path when the byte is 255; what
// follows a '?' in it is the query string), then the body. Routes that hash passwords (~0.2 s) and the sandbox clock
// (years of replay) are left to the in-process tests.
#include "common/clock.h"
#include "platform/http/router.h"
#include "platform/server/demoaccount.h"
#include "platform/server/sandboxserver.h"
#include "platform/store/database.h"
#include "tests/platform/contractshape.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;

namespace {

struct Platform
{
    QTemporaryDir dir;
    ManualClock clock{QDateTime(QDate(2026, 11, 30), QTime(8, 0), Qt::UTC)};
    Database db;
    std::unique_ptr<SandboxServer> server;
    QString session;
};

Platform *g_platform = nullptr;

std::optional<ApiResponse> send(const ApiRequest &request)
{
    struct Waiting
    {
        std::optional<ApiResponse> answer;
        QEventLoop *loop = nullptr;
    };
    auto waiting = std::make_shared<Waiting>();
    QEventLoop loop;
    g_platform->server->router().dispatch(request, DeferredReply([waiting](const ApiResponse &response) {
                                              waiting->answer = response;
                                              if (waiting->loop)
                                                  waiting->loop->quit();
                                          }));
    if (!waiting->answer) {
        waiting->loop = &loop;
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        loop.exec();
        waiting->loop = nullptr;
    }
    return waiting->answer;
}

bool skipped(const QString &pattern)
{
    return pattern == u"/v1/accounts"_s || pattern == u"/v1/sessions"_s || pattern == u"/v1/account/password"_s
        || pattern == u"/v1/members"_s || pattern == u"/v1/sandbox/clock"_s || pattern == u"/v1/sessions/current"_s;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    new QCoreApplication(*argc, *argv); // lives as long as the process
    g_platform = new Platform;
    QString error;
    if (!g_platform->db.open(g_platform->dir.path() + u"/sandbox.db"_s, &error))
        std::abort();
    SandboxServer::Settings settings;
    settings.manualClock = &g_platform->clock;
    settings.wallClock = &g_platform->clock;
    settings.secretKey = QByteArray(32, 'k');
    settings.dataDir = g_platform->dir.path();
    settings.sshRuntime = false;
    g_platform->server = std::make_unique<SandboxServer>(g_platform->db, g_platform->clock, settings);
    DemoAccount::ensure(g_platform->db, g_platform->clock);
    ApiRequest login;
    login.method = Method::Post;
    login.path = u"/v1/sessions"_s;
    login.body = R"({"login":"13800000000","password":"sandbox-demo"})";
    const auto answer = send(login);
    if (!answer || answer->statusCode() != 201)
        std::abort();
    g_platform->session = answer->json()->value(u"token"_s).toString();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 3)
        return 0;
    static const QList<Router::Route> routes = g_platform->server->router().routes();
    ApiRequest request;
    request.peer = QHostAddress::LocalHost;
    request.method = static_cast<Method>(data[0] % 8);
    const QByteArray rest(reinterpret_cast<const char *>(data + 3), qsizetype(size - 3));
    const qsizetype newline = rest.indexOf('\n');
    QString text = QString::fromUtf8(newline < 0 ? rest : rest.left(newline));
    // After a '?': the query string (?include_released=, ?bucket=, ?limit=, ?after=…).
    if (const qsizetype question = text.indexOf(u'?'); question >= 0) {
        request.query = QUrlQuery(text.mid(question + 1));
        text.truncate(question);
    }
    request.body = newline < 0 ? QByteArray() : rest.mid(newline + 1);
    if (data[2] == 255) {
        request.path = text;
    } else {
        const Router::Route &route = routes.at(data[2] % routes.size());
        if (skipped(route.pattern))
            return 0;
        request.path = QString(route.pattern).replace(u"{id}"_s, text);
    }
    if (data[1] % 4 != 0)
        request.setHeader("Authorization", "Bearer " + g_platform->session.toUtf8());
    const auto answer = send(request);
    if (!answer) {
        std::fprintf(stderr, "no answer to %s\n", qPrintable(request.path));
        std::abort();
    }
    if (const QString problem = ContractShape::problem(*answer); !problem.isEmpty()) {
        std::fprintf(stderr, "%s: %s -> %d %s\n", qPrintable(problem), qPrintable(request.path), answer->statusCode(),
                     answer->body().left(300).constData());
        std::abort();
    }
    return 0;
}
