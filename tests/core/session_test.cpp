// Where tokens are kept (keychain, or a 0600 file with a warning where no keychain answers) and
// the login session against a real sandbox: restore at the next start, the 2FA step, logout,
// and a session the platform ends.
#include "common/base32.h"
#include "common/totp.h"
#include "core/api/restplatform.h"
#include "core/session/filesecretbackend.h"
#include "core/session/keptsession.h"
#include "core/session/keychainbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

const QString kNoService = u"org.freedesktop.secrets was not provided by any .service files"_s;

/// A keychain that works, fails, or never answers.
class FakeKeychain final : public SecretBackend
{
public:
    enum class Mode { Works, Fails, Silent };
    explicit FakeKeychain(Mode mode)
        : m_mode(mode)
    { }
    QString name() const override { return u"fake keychain"_s; }
    void read(const QString &key, QObject *context, ReadDone done) override
    {
        answer(
            context,
            [this, key, done] {
                done(m_values.contains(key) ? std::optional<QString>(m_values.value(key)) : std::nullopt, {});
            },
            [done] { done(std::nullopt, kNoService); });
    }
    void write(const QString &key, const QString &value, QObject *context, Done done) override
    {
        answer(
            context,
            [this, key, value, done] {
                m_values.insert(key, value);
                done({});
            },
            [done] { done(kNoService); });
    }
    void remove(const QString &key, QObject *context, Done done) override
    {
        answer(
            context,
            [this, key, done] {
                m_values.remove(key);
                done({});
            },
            [done] { done(kNoService); });
    }
    QHash<QString, QString> m_values;

private:
    void answer(QObject *context, std::function<void()> works, std::function<void()> fails)
    {
        if (m_mode == Mode::Works)
            QTimer::singleShot(0, context, works);
        else if (m_mode == Mode::Fails)
            QTimer::singleShot(0, context, fails);
    }
    Mode m_mode;
};

std::optional<QString> readSecret(SecretStore &store, const QString &key)
{
    std::optional<QString> value;
    bool done = false;
    QObject context;
    store.read(key, &context, [&](const std::optional<QString> &v, const QString &) {
        value = v;
        done = true;
    });
    EXPECT_TRUE(QTest::qWaitFor([&] { return done; }, 10000));
    return value;
}

QString writeSecret(SecretStore &store, const QString &key, const QString &value)
{
    QString error = u"no answer"_s;
    bool done = false;
    QObject context;
    store.write(key, value, &context, [&](const QString &e) {
        error = e;
        done = true;
    });
    EXPECT_TRUE(QTest::qWaitFor([&] { return done; }, 10000));
    return error;
}

int mode(const QString &path)
{
    struct stat st = {};
    ::stat(QFile::encodeName(path).constData(), &st);
    return int(st.st_mode & 07777);
}

} // namespace

TEST(SecretStore, WithoutAKeychainSecretsGoToAFileOnlyTheUserCanReadAndTheUiIsTold)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/config/gpudesk/secrets.json"_s;
    SecretStore store(std::make_unique<FakeKeychain>(FakeKeychain::Mode::Fails),
                      std::make_unique<FileSecretBackend>(path));
    QSignalSpy warned(&store, &SecretStore::fallbackInUse);
    EXPECT_EQ(writeSecret(store, u"session@http://a"_s, u"gds_one"_s), QString());
    EXPECT_EQ(writeSecret(store, u"session@http://b"_s, u"gds_two"_s), QString());
    EXPECT_TRUE(store.usingFallback());
    EXPECT_EQ(warned.count(), 1);
    EXPECT_TRUE(store.fallbackReason().contains(u"org.freedesktop.secrets"_s));
    EXPECT_EQ(mode(path), 0600);
    EXPECT_EQ(readSecret(store, u"session@http://a"_s), u"gds_one"_s);
    EXPECT_EQ(readSecret(store, u"session@http://missing"_s), std::nullopt);

    // Another run reads what this one kept.
    SecretStore next(nullptr, std::make_unique<FileSecretBackend>(path));
    EXPECT_EQ(readSecret(next, u"session@http://b"_s), u"gds_two"_s);
    bool removed = false;
    QObject context;
    next.remove(u"session@http://b"_s, &context, [&](const QString &) { removed = true; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return removed; }, 5000));
    EXPECT_EQ(readSecret(next, u"session@http://b"_s), std::nullopt);
    EXPECT_EQ(readSecret(next, u"session@http://a"_s), u"gds_one"_s);
    EXPECT_EQ(mode(path), 0600);
}

TEST(SecretStore, ADamagedFileIsSetAsideWholeAndSaidAndANewOneTakesItsPlace)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/secrets.json"_s;
    const QByteArray damaged = "{\n    \"session@http://a\": \"gds_one\",\n    \"session@http://b\": \"gds_t";
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(damaged);
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    }
    SecretStore store(nullptr, std::make_unique<FileSecretBackend>(path));
    QString error;
    bool done = false;
    QObject context;
    store.read(u"session@http://a"_s, &context, [&](const std::optional<QString> &v, const QString &e) {
        EXPECT_FALSE(v);
        error = e;
        done = true;
    });
    ASSERT_TRUE(QTest::qWaitFor([&] { return done; }, 5000));
    EXPECT_TRUE(error.contains(u"damaged"_s) && error.contains(u"kept as"_s)) << error.toStdString();
    // Kept whole beside it, as private as it was; the next write starts a new file.
    const QStringList aside = QDir(dir.path()).entryList({u"secrets.json.damaged-*"_s}, QDir::Files);
    ASSERT_EQ(aside.size(), 1);
    QFile kept(dir.path() + u'/' + aside.first());
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), damaged);
    EXPECT_EQ(mode(kept.fileName()), 0600);
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_EQ(writeSecret(store, u"session@http://c"_s, u"gds_three"_s), QString());
    EXPECT_EQ(readSecret(store, u"session@http://c"_s), u"gds_three"_s);
    EXPECT_EQ(QDir(dir.path()).entryList({u"secrets.json.damaged-*"_s}, QDir::Files).size(), 1);
}

TEST(SecretStore, AKeychainThatNeverAnswersIsGivenUpAfterTheTimeout)
{
    QTemporaryDir dir;
    SecretStore store(std::make_unique<FakeKeychain>(FakeKeychain::Mode::Silent),
                      std::make_unique<FileSecretBackend>(dir.path() + u"/secrets.json"_s));
    store.setKeychainTimeoutMs(100);
    EXPECT_EQ(writeSecret(store, u"k"_s, u"v"_s), QString());
    EXPECT_TRUE(store.usingFallback());
    EXPECT_TRUE(store.fallbackReason().contains(u"within"_s)) << store.fallbackReason().toStdString();
    EXPECT_EQ(readSecret(store, u"k"_s), u"v"_s);
}

TEST(SecretStore, AWorkingKeychainKeepsSecretsOutOfTheFile)
{
    QTemporaryDir dir;
    auto keychain = std::make_unique<FakeKeychain>(FakeKeychain::Mode::Works);
    FakeKeychain *kept = keychain.get();
    SecretStore store(std::move(keychain), std::make_unique<FileSecretBackend>(dir.path() + u"/secrets.json"_s));
    EXPECT_EQ(writeSecret(store, u"k"_s, u"gds_x"_s), QString());
    EXPECT_FALSE(store.usingFallback());
    EXPECT_EQ(kept->m_values.value(u"k"_s), u"gds_x"_s);
    EXPECT_FALSE(QFile::exists(dir.path() + u"/secrets.json"_s));
}

TEST(SecretStore, TheRealKeychainWithNoServiceFallsBackInTime)
{
    // As in CI and on a server: no session bus, so no Secret Service and no KWallet.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/gpudesk-test-bus");
    QTemporaryDir dir;
    SecretStore store(std::make_unique<KeychainBackend>(u"gpudesk-test"_s),
                      std::make_unique<FileSecretBackend>(dir.path() + u"/secrets.json"_s));
    EXPECT_EQ(writeSecret(store, u"k"_s, u"gds_y"_s), QString());
    EXPECT_TRUE(store.usingFallback());
    EXPECT_EQ(readSecret(store, u"k"_s), u"gds_y"_s);
}

namespace {

class LoginSessions : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(m_sandbox.start(&error)) << error.toStdString();
        HttpClient c(m_sandbox.url());
        ASSERT_EQ(c.post(u"/v1/accounts"_s,
                         {{u"phone"_s, u"13811112222"_s},
                          {u"email"_s, u"li@example.cn"_s},
                          {u"password"_s, u"gpu-Rent-2026"_s}})
                      .status,
                  201);
    }
    std::unique_ptr<SecretStore> store()
    {
        return std::make_unique<SecretStore>(nullptr,
                                             std::make_unique<FileSecretBackend>(m_dir.path() + u"/secrets.json"_s));
    }
    /// Waits for one of the session's outcomes.
    static void settle(Session &session)
    {
        ASSERT_TRUE(QTest::qWaitFor([&] { return session.state() != Session::State::Busy; }, 15000));
    }
    void advance(qint64 seconds)
    {
        HttpClient(m_sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, seconds}});
    }

    SandboxProcess m_sandbox{{u"--clock"_s, u"manual"_s}};
    QTemporaryDir m_dir;
};

} // namespace

TEST(KeptSession, OneFormatForTheConsoleAndGpudeskctlAndAnOlderOneStillReads)
{
    LoginSession session;
    session.token = u"gds_abc"_s;
    session.expiresAt = QDateTime(QDate(2026, 12, 31), QTime(23, 59, 59), QTimeZone::utc());
    const QString stored = KeptSession::encode(session);
    EXPECT_EQ(stored, u"{\"expires_at\":\"2026-12-31T23:59:59Z\",\"token\":\"gds_abc\"}"_s);
    const auto back = KeptSession::decode(stored);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->token, u"gds_abc"_s);
    EXPECT_EQ(back->expiresAt, session.expiresAt);
    // An API key has no end: none is written, and none comes back.
    session.token = u"rpa_KEY"_s;
    session.expiresAt = {};
    EXPECT_FALSE(KeptSession::decode(KeptSession::encode(session))->expiresAt.isValid());
    // What the console wrote before the format was shared (Qt's ISO date with an offset).
    const auto older = KeptSession::decode(u"{\"token\":\"gds_old\",\"expires_at\":\"2026-12-31T23:59:59+08:00\"}"_s);
    ASSERT_TRUE(older);
    EXPECT_EQ(older->expiresAt, QDateTime(QDate(2026, 12, 31), QTime(15, 59, 59), QTimeZone::utc()));
    EXPECT_FALSE(KeptSession::decode(u"{}"_s));
    EXPECT_FALSE(KeptSession::decode(u"not json"_s));
    QTemporaryDir dir;
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(dir.path() + u"/secrets.json"_s));
    EXPECT_EQ(KeptSession(secrets, QUrl(u"http://127.0.0.1:8080"_s)).key(), u"session@http://127.0.0.1:8080"_s);
}

TEST_F(LoginSessions, ALoginIsRestoredAtTheNextStartAndALogoutForgetsIt)
{
    {
        RestPlatform platform(m_sandbox.url());
        auto secrets = store();
        Session session(platform, *secrets);
        QSignalSpy failed(&session, &Session::failed);
        session.logIn(u"li@example.cn"_s, u"wrong-Pass-1"_s);
        settle(session);
        ASSERT_EQ(failed.count(), 1);
        EXPECT_EQ(session.state(), Session::State::LoggedOut);
        session.logIn(u"li@example.cn"_s, u"gpu-Rent-2026"_s);
        settle(session);
        ASSERT_EQ(session.state(), Session::State::LoggedIn);
        EXPECT_EQ(session.account()->phone, u"13811112222"_s);
        EXPECT_TRUE(session.expiresAt().isValid());
        QFile kept(m_dir.path() + u"/secrets.json"_s);
        ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
        EXPECT_TRUE(kept.readAll().contains("gds_"));
    }
    RestPlatform platform(m_sandbox.url());
    auto secrets = store();
    Session restored(platform, *secrets);
    QSignalSpy in(&restored, &Session::loggedIn);
    restored.restore();
    settle(restored);
    ASSERT_EQ(restored.state(), Session::State::LoggedIn);
    EXPECT_EQ(in.count(), 1);

    restored.logOut();
    settle(restored);
    EXPECT_EQ(restored.state(), Session::State::LoggedOut);
    Session again(platform, *secrets);
    QSignalSpy out(&again, &Session::loggedOut);
    again.restore();
    settle(again);
    EXPECT_EQ(out.count(), 1);
}

TEST_F(LoginSessions, AnAccountWith2faTakesACodeInASecondStep)
{
    RestPlatform platform(m_sandbox.url());
    auto secrets = store();
    Session session(platform, *secrets);
    session.logIn(u"13811112222"_s, u"gpu-Rent-2026"_s);
    settle(session);
    HttpClient c(m_sandbox.url());
    const QString kept = readSecret(*secrets, u"session@"_s + m_sandbox.url().toString()).value_or(QString());
    c.setToken(QJsonDocument::fromJson(kept.toUtf8()).object().value(u"token"_s).toString());
    const auto enrol = c.post(u"/v1/account/2fa"_s, QJsonObject{});
    ASSERT_EQ(enrol.status, 200) << enrol.body.toStdString();
    const QByteArray secret = Base32::decode(enrol.json.value(u"secret"_s).toString()).value_or(QByteArray());
    const auto now = [&] {
        return QDateTime::fromString(c.get(u"/v1/health"_s).json.value(u"server_time"_s).toString(), Qt::ISODate)
            .toSecsSinceEpoch();
    };
    ASSERT_EQ(c.post(u"/v1/account/2fa/confirm"_s, {{u"code"_s, Totp::code(secret, now())}}).status, 200);
    session.logOut();
    settle(session);

    QSignalSpy asked(&session, &Session::twoFactorRequired);
    session.logIn(u"13811112222"_s, u"gpu-Rent-2026"_s);
    settle(session);
    EXPECT_EQ(asked.count(), 1);
    ASSERT_EQ(session.state(), Session::State::TwoFactorNeeded);
    QSignalSpy failed(&session, &Session::failed);
    session.submitTwoFactorCode(u"000000"_s);
    settle(session);
    ASSERT_EQ(failed.count(), 1);
    EXPECT_EQ(session.state(), Session::State::TwoFactorNeeded); // another try, no password again
    advance(30);
    session.submitTwoFactorCode(Totp::code(secret, now()));
    settle(session);
    EXPECT_EQ(session.state(), Session::State::LoggedIn);
}

TEST_F(LoginSessions, ADamagedSecretsFileAsksToLogInAgainAndSaysWhereItWasKept)
{
    {
        QFile f(m_dir.path() + u"/secrets.json"_s);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("gds_ not json: {{ cut");
    }
    RestPlatform platform(m_sandbox.url());
    auto secrets = store();
    Session session(platform, *secrets);
    QSignalSpy expired(&session, &Session::expired);
    session.restore();
    settle(session);
    EXPECT_EQ(session.state(), Session::State::LoggedOut);
    ASSERT_EQ(expired.count(), 1);
    EXPECT_TRUE(expired.first().first().toString().contains(u"kept as"_s))
        << expired.first().first().toString().toStdString();
    // And logging in again works, in a new file.
    session.logIn(u"13811112222"_s, u"gpu-Rent-2026"_s);
    settle(session);
    EXPECT_EQ(session.state(), Session::State::LoggedIn);
}

TEST_F(LoginSessions, ASessionThePlatformEndsAsksToLogInAgain)
{
    RestPlatform platform(m_sandbox.url());
    auto secrets = store();
    Session session(platform, *secrets);
    session.logIn(u"13811112222"_s, u"gpu-Rent-2026"_s);
    settle(session);
    ASSERT_EQ(session.state(), Session::State::LoggedIn);
    QSignalSpy expired(&session, &Session::expired);
    advance(13 * 3600); // sessions last 12 platform hours
    bool answered = false;
    QObject context;
    platform.account(&context, [&](const ApiResult<Account> &) { answered = true; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return answered; }, 10000));
    ASSERT_EQ(expired.count(), 1);
    EXPECT_TRUE(expired.first().first().toString().contains(u"Log in again"_s));
    EXPECT_EQ(session.state(), Session::State::LoggedOut);
    EXPECT_EQ(readSecret(*secrets, u"session@"_s + m_sandbox.url().toString()), std::nullopt);
}
