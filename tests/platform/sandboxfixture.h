#pragma once

#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <gtest/gtest.h>

#include <memory>

namespace sandboxtest {
using namespace Qt::StringLiterals;

/// One gpudesk-sandbox per test suite on a manual clock, with helpers to register and log in.
/// One per suite, not per test: registration and login hash passwords at full cost (~0.2 s).
class SandboxFixture : public ::testing::Test
{
protected:
    static void SetUpTestSuite() { startSandbox({}); }
    /// For suites that need more flags (a suite's own static SetUpTestSuite calls this).
    static void startSandbox(const QStringList &extra)
    {
        s_sandbox
            = std::make_unique<SandboxProcess>(QStringList{u"--clock"_s, u"manual"_s, u"--review-delay"_s, u"60"_s,
                                                           u"--boot-delay"_s, u"10"_s, u"--boot-timeout"_s, u"120"_s}
                                               + extra);
        QString error;
        ASSERT_TRUE(s_sandbox->start(&error)) << error.toStdString();
    }
    static void TearDownTestSuite() { s_sandbox.reset(); }

    static HttpClient client() { return HttpClient(s_sandbox->url()); }
    static void advance(qint64 seconds)
    {
        HttpClient c = client();
        ASSERT_EQ(c.post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, seconds}}).status, 200);
    }
    // A fresh phone number per call so tests do not collide.
    static QString nextPhone()
    {
        static int n = 0;
        return u"139%1"_s.arg(10000000 + ++n);
    }
    struct Registered
    {
        QString phone, email, password, id;
    };
    static Registered registerAccount()
    {
        Registered r{nextPhone(), QString(), u"gpu-Rent-2026"_s, QString()};
        r.email = u"user%1@example.cn"_s.arg(r.phone);
        HttpClient c = client();
        const auto response
            = c.post(u"/v1/accounts"_s, {{u"phone"_s, r.phone}, {u"email"_s, r.email}, {u"password"_s, r.password}});
        EXPECT_EQ(response.status, 201) << response.body.toStdString() << sandboxState();
        r.id = response.json.value(u"id"_s).toString();
        return r;
    }
    static QString login(const QString &login, const QString &password)
    {
        HttpClient c = client();
        const auto r = c.post(u"/v1/sessions"_s, {{u"login"_s, login}, {u"password"_s, password}});
        EXPECT_EQ(r.status, 201) << r.body.toStdString();
        return r.json.value(u"token"_s).toString();
    }
    /// Platform time now, in seconds since the epoch, as the sandbox says.
    static qint64 platformNow()
    {
        HttpClient c = client();
        return QDateTime::fromString(c.get(u"/v1/health"_s).json.value(u"server_time"_s).toString(), Qt::ISODate)
            .toSecsSinceEpoch();
    }
    /// Sends one login per password at once (no waiting between them) on `network`.
    static QList<QNetworkReply *> loginBurst(QNetworkAccessManager &network, const QString &login,
                                             const QStringList &passwords)
    {
        QNetworkRequest request(QUrl(QString(s_sandbox->url().toString() + u"/v1/sessions"_s)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        QList<QNetworkReply *> replies;
        for (const QString &password : passwords)
            replies << network.post(
                request, QJsonDocument(QJsonObject{{u"login"_s, login}, {u"password"_s, password}}).toJson());
        return replies;
    }
    /// For failures where the sandbox does not answer at all: is it still there, and if not, why.
    static std::string sandboxState()
    {
        QProcess &p = s_sandbox->process();
        if (p.state() == QProcess::Running)
            return " (sandbox running at " + s_sandbox->url().toString().toStdString() + ")";
        return " (sandbox gone: exit " + std::to_string(p.exitCode())
            + (p.exitStatus() == QProcess::CrashExit ? ", crashed or killed" : ", normal exit") + ")";
    }
    static HttpClient as(const QString &token)
    {
        HttpClient c = client();
        c.setToken(token);
        return c;
    }
    /// A valid resident ID number not used before in this run (ISO 7064 MOD 11-2 check character).
    static QString nextIdNumber()
    {
        static int n = 0;
        ++n;
        const QString first17 = u"110105199001"_s + QString::number(10 + (n / 1000) % 18)
            + QString::number(n % 1000).rightJustified(3, u'0');
        static constexpr int weights[17] = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
        int sum = 0;
        for (int i = 0; i < 17; ++i)
            sum += (first17[i].unicode() - u'0') * weights[i];
        return first17 + QLatin1Char("10X98765432"[sum % 11]);
    }
    /// A new account, logged in: verified (after the reviewer's delay) or not, with `cents` of
    /// play money recharged (new accounts also hold the welcome voucher). Unless `session` is
    /// asked for, the client carries an API token of a year with every scope, so that tests can
    /// move the clock by days (sessions last 12 h).
    static HttpClient newUser(bool verified, qint64 cents, bool session = false)
    {
        const Registered r = registerAccount();
        HttpClient c = as(login(r.phone, r.password));
        if (verified) {
            const auto v = c.post(u"/v1/account/verification"_s,
                                  {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, nextIdNumber()}});
            EXPECT_EQ(v.status, 202) << v.body.toStdString();
            advance(60);
            EXPECT_EQ(c.get(u"/v1/account"_s).json[u"verification"_s][u"status"_s].toString(), u"approved"_s);
        }
        if (cents > 0) {
            EXPECT_EQ(c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, cents}}).status, 201);
        }
        if (session)
            return c;
        const auto token = c.post(u"/v1/tokens"_s,
                                  {{u"name"_s, u"tests"_s},
                                   {u"scopes"_s, QJsonArray{u"read"_s, u"instances"_s, u"billing"_s, u"keys"_s}},
                                   {u"expires_in_days"_s, 365}});
        EXPECT_EQ(token.status, 201) << token.body.toStdString();
        return as(token.json.value(u"token"_s).toString());
    }

    static inline std::unique_ptr<SandboxProcess> s_sandbox;
};

} // namespace sandboxtest

using sandboxtest::SandboxFixture;
