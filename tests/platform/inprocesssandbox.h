#pragma once

#include "common/clock.h"
#include "platform/http/apirequest.h"
#include "platform/http/apiresponse.h"
#include "platform/server/demoaccount.h"
#include "platform/server/sandboxserver.h"
#include "platform/store/database.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>
#include <optional>

namespace sandboxtest {
using namespace Qt::StringLiterals;

/// The sandbox's whole route table in this process, over a temporary data directory, with no
/// socket: requests are ApiRequest values handed to the server's Router, answers come back as
/// ApiResponse values. A manual clock; no sshd (--runtime none).
class InProcessSandbox
{
public:
    explicit InProcessSandbox(bool keepWallets = true)
        : m_clock(QDateTime(QDate(2026, 11, 30), QTime(8, 0), Qt::UTC))
    {
        QString error;
        EXPECT_TRUE(m_db.open(m_dir.path() + u"/sandbox.db"_s, &error)) << error.toStdString();
        SandboxServer::Settings settings;
        settings.manualClock = &m_clock;
        settings.wallClock = &m_clock;
        settings.secretKey = QByteArray(32, 'k');
        settings.dataDir = m_dir.path();
        settings.sshRuntime = false;
        settings.bootDelaySeconds = 10;
        settings.keepWallets = keepWallets;
        m_server = std::make_unique<SandboxServer>(m_db, m_clock, settings);
    }

    const Router &router() const { return m_server->router(); }
    ManualClock &clock() { return m_clock; }
    Database &db() { return m_db; }
    QString dataDir() const { return m_dir.path(); }

    static ApiRequest request(ApiRequest::Method method, const QString &pathAndQuery, const QByteArray &body = {},
                              const QString &token = {})
    {
        ApiRequest r;
        r.method = method;
        const qsizetype q = pathAndQuery.indexOf(u'?');
        r.path = q < 0 ? pathAndQuery : pathAndQuery.left(q);
        if (q >= 0)
            r.query = QUrlQuery(pathAndQuery.mid(q + 1));
        r.body = body;
        r.peer = QHostAddress::LocalHost;
        if (!token.isEmpty())
            r.setHeader("Authorization", "Bearer " + token.toUtf8());
        return r;
    }
    static QByteArray json(const QJsonObject &object) { return QJsonDocument(object).toJson(QJsonDocument::Compact); }

    /// Sends `request` and waits (running the event loop) for its answer: at once for most routes,
    /// after a password hash or the runtime for deferred ones. nullopt if none came in time.
    std::optional<ApiResponse> send(const ApiRequest &request, int timeoutMs = 30000)
    {
        // Shared with the reply, which may outlive this call when an answer comes too late.
        struct Waiting
        {
            std::optional<ApiResponse> answer;
            QEventLoop *loop = nullptr;
        };
        auto waiting = std::make_shared<Waiting>();
        QEventLoop loop;
        router().dispatch(request, DeferredReply([waiting](const ApiResponse &response) {
                              waiting->answer = response;
                              if (waiting->loop)
                                  waiting->loop->quit();
                          }));
        if (!waiting->answer) {
            waiting->loop = &loop;
            QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
            loop.exec();
            waiting->loop = nullptr;
        }
        return waiting->answer;
    }
    ApiResponse call(ApiRequest::Method method, const QString &path, const QJsonObject &body = {},
                     const QString &token = {})
    {
        auto answer = send(request(method, path, body.isEmpty() ? QByteArray() : json(body), token));
        EXPECT_TRUE(answer.has_value()) << path.toStdString();
        return answer.value_or(ApiResponse(HttpStatus::InternalServerError));
    }

    /// A session of the demo account (verified, ¥100 of play money).
    QString demoSession()
    {
        DemoAccount::ensure(m_db, m_clock);
        const ApiResponse r = call(ApiRequest::Method::Post, u"/v1/sessions"_s,
                                   {{u"login"_s, QString::fromLatin1(DemoAccount::kPhone)},
                                    {u"password"_s, QString::fromLatin1(DemoAccount::kPassword)}});
        EXPECT_EQ(r.statusCode(), 201);
        return r.json().value_or(QJsonObject()).value(u"token"_s).toString();
    }

private:
    QTemporaryDir m_dir;
    ManualClock m_clock;
    Database m_db;
    std::unique_ptr<SandboxServer> m_server;
};

} // namespace sandboxtest

using sandboxtest::InProcessSandbox;
