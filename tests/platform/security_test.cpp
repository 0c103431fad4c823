// 2FA, real-name verification, API tokens, SSH keys and members on the wire.
#include "common/base32.h"
#include "common/totp.h"
#include "tests/platform/sandboxfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace {

class Security : public SandboxFixture
{
protected:
    // TOTP codes follow real time, whatever the platform's clock does: phones know no other.
    static qint64 wallNow() { return QDateTime::currentSecsSinceEpoch(); }
    // first17 plus its ISO 7064 MOD 11-2 check character.
    static QString withCheck(const QString &first17)
    {
        static constexpr int w[17] = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
        int sum = 0;
        for (int i = 0; i < 17; ++i)
            sum += (first17[i].unicode() - u'0') * w[i];
        return first17 + QLatin1Char("10X98765432"[sum % 11]);
    }
    // Enrols and confirms 2FA; returns the secret and the recovery codes.
    static std::pair<QByteArray, QStringList> enableTwoFactor(HttpClient &me)
    {
        const auto enrol = me.post(u"/v1/account/2fa"_s);
        EXPECT_EQ(enrol.status, 200) << enrol.body.toStdString();
        const QByteArray secret = *Base32::decode(enrol.json.value(u"secret"_s).toString());
        const auto confirm = me.post(u"/v1/account/2fa/confirm"_s, {{u"code"_s, Totp::code(secret, wallNow())}});
        EXPECT_EQ(confirm.status, 200) << confirm.body.toStdString();
        QStringList codes;
        for (const QJsonValue &v : confirm.json.value(u"recovery_codes"_s).toArray())
            codes << v.toString();
        return {secret, codes};
    }
    static QString sshKeygen(const QTemporaryDir &dir, const QString &name, const QString &type = u"ed25519"_s)
    {
        QProcess p;
        p.start(u"ssh-keygen"_s,
                {u"-q"_s, u"-t"_s, type, u"-N"_s, QString(), u"-C"_s, name, u"-f"_s, dir.path() + u'/' + name});
        EXPECT_TRUE(p.waitForFinished(30000));
        QFile pub(dir.path() + u'/' + name + u".pub"_s);
        EXPECT_TRUE(pub.open(QIODevice::ReadOnly));
        return QString::fromUtf8(pub.readAll());
    }
    static QString keygenFingerprint(const QTemporaryDir &dir, const QString &name)
    {
        QProcess p;
        p.start(u"ssh-keygen"_s, {u"-lf"_s, dir.path() + u'/' + name + u".pub"_s});
        EXPECT_TRUE(p.waitForFinished(30000));
        return QString::fromUtf8(p.readAllStandardOutput()).section(u' ', 1, 1);
    }
};

} // namespace

TEST_F(Security, TwoFactorEnrolConfirmLoginAndRecoveryCodes)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const auto enrol = me.post(u"/v1/account/2fa"_s);
    ASSERT_EQ(enrol.status, 200);
    const QString uri = enrol.json.value(u"otpauth_uri"_s).toString();
    EXPECT_TRUE(uri.startsWith(u"otpauth://totp/"_s)) << uri.toStdString();
    EXPECT_EQ(QUrlQuery(QUrl(uri)).queryItemValue(u"secret"_s), enrol.json.value(u"secret"_s).toString());
    // A wrong code does not turn it on.
    auto r = me.post(u"/v1/account/2fa/confirm"_s, {{u"code"_s, u"000000"_s}});
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(r.errorField(), u"code"_s);
    EXPECT_FALSE(me.get(u"/v1/account"_s).json.value(u"two_factor_enabled"_s).toBool());

    const auto [secret, codes] = enableTwoFactor(me);
    EXPECT_EQ(codes.size(), 10);
    EXPECT_EQ(QSet<QString>(codes.begin(), codes.end()).size(), 10);
    EXPECT_TRUE(me.get(u"/v1/account"_s).json.value(u"two_factor_enabled"_s).toBool());

    HttpClient c = client();
    // Password alone is not enough now.
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}});
    EXPECT_EQ(r.status, 401);
    EXPECT_EQ(r.errorCode(), u"totp_required"_s);
    // The next step's code works (one step of drift is allowed), once; and the platform's own
    // clock, here manual and far ahead, does not matter to it.
    advance(3600);
    const QString code = Totp::code(secret, wallNow() + 30);
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}, {u"totp"_s, code}});
    EXPECT_EQ(r.status, 201) << r.body.toStdString();
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}, {u"totp"_s, code}});
    EXPECT_EQ(r.status, 401) << "a TOTP code was accepted twice";
    // A recovery code works in place of the code, once, whatever its case and dashes.
    const QString recovery = codes.first().toUpper();
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}, {u"totp"_s, recovery}});
    EXPECT_EQ(r.status, 201) << r.body.toStdString();
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}, {u"totp"_s, recovery}});
    EXPECT_EQ(r.status, 401);

    // Turning it off needs a current code or an unused recovery code.
    HttpClient session
        = as(c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}, {u"totp"_s, codes[1]}})
                 .json.value(u"token"_s)
                 .toString());
    EXPECT_EQ(session.del(u"/v1/account/2fa"_s).status, 400);
    EXPECT_EQ(session.send("DELETE", u"/v1/account/2fa"_s, "{\"code\":\"123456\"}").status, 400);
    r = session.send("DELETE", u"/v1/account/2fa"_s, QJsonDocument(QJsonObject{{u"code"_s, codes[2]}}).toJson());
    EXPECT_EQ(r.status, 204) << r.body.toStdString();
    EXPECT_EQ(c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}}).status, 201);
}

TEST_F(Security, VerificationIsReviewedAfterTheDelay)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    // The textbook example number: valid check character, born 1949-12-31.
    auto r = me.post(u"/v1/account/verification"_s,
                     {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, u"11010519491231002X"_s}});
    ASSERT_EQ(r.status, 202) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"status"_s).toString(), u"pending"_s);
    EXPECT_EQ(me.get(u"/v1/account"_s).json[u"verification"_s][u"status"_s].toString(), u"pending"_s);
    EXPECT_EQ(
        me.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
            .status,
        409);
    advance(60);
    const QJsonObject account = me.get(u"/v1/account"_s).json;
    EXPECT_EQ(account[u"verification"_s][u"status"_s].toString(), u"approved"_s);
    EXPECT_EQ(account[u"verification"_s][u"level"_s].toInt(), 1);
    EXPECT_EQ(account[u"quotas"_s][u"max_instances"_s].toInt(), 8);
    EXPECT_TRUE(account[u"quotas"_s][u"gpu_types"_s].isNull());

    // The ID number is matched by its HMAC; the database never holds it readable.
    QByteArray everything;
    for (const QString &name : QDir(s_sandbox->dataDir()).entryList({u"sandbox.db*"_s}, QDir::Files)) {
        QFile f(s_sandbox->dataDir() + u'/' + name);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        everything += f.readAll();
    }
    EXPECT_FALSE(everything.contains("11010519491231002X"));
    EXPECT_FALSE(everything.contains("110105194912310"));
}

TEST_F(Security, VerificationRefusesBadNumbersAndRejectsMinorsAndOddNames)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const struct
    {
        QString id;
        QString reason;
    } bad[] = {{u"110105194912310021"_s, u"check_digit"_s},
               {u"11010519491331002X"_s, u"format"_s},
               {u"1101051949123100"_s, u"format"_s}};
    for (const auto &b : bad) {
        const auto r = me.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, b.id}});
        EXPECT_EQ(r.status, 400) << b.id.toStdString();
        EXPECT_EQ(r.errorField(), u"id_number"_s);
    }
    // 1949-13-31 with a correct check character is a bad birth date, not a bad format.
    const QString badDate = withCheck(u"11010519491331002"_s);
    auto r = me.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, badDate}});
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), u"birth_date"_s) << r.body.toStdString();

    // A well-formed number of a child is taken, then rejected by the reviewer with the reason.
    const int year = QDateTime::fromSecsSinceEpoch(platformNow(), Qt::UTC).date().year() - 10;
    const QString child = withCheck(u"110105%1"_s.arg(year) + u"0101001"_s);
    r = me.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"李小明"_s}, {u"id_number"_s, child}});
    ASSERT_EQ(r.status, 202) << r.body.toStdString();
    advance(60);
    const QJsonObject v = me.get(u"/v1/account"_s).json.value(u"verification"_s).toObject();
    EXPECT_EQ(v.value(u"status"_s).toString(), u"rejected"_s);
    EXPECT_TRUE(v.value(u"reason"_s).toString().contains(u"16"_s)) << v.value(u"reason"_s).toString().toStdString();
}

TEST_F(Security, AnIdNumberVerifiesAtMostTwoAccounts)
{
    const QString id = withCheck(u"32010219900307201"_s); // not used by the other tests
    for (int i = 0; i < 2; ++i) {
        const Registered a = registerAccount();
        HttpClient me = as(login(a.phone, a.password));
        EXPECT_EQ(me.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, id}}).status,
                  202);
    }
    const Registered third = registerAccount();
    HttpClient me = as(login(third.phone, third.password));
    const auto r = me.post(u"/v1/account/verification"_s, {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, id}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorField(), u"id_number"_s);
}

TEST_F(Security, ApiTokensAreShownOnceScopedExpiringAndRevocable)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    auto r = me.post(u"/v1/tokens"_s, {{u"name"_s, u"训练脚本"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QString token = r.json.value(u"token"_s).toString();
    const QString id = r.json.value(u"id"_s).toString();
    EXPECT_TRUE(token.startsWith(u"gdk_"_s));
    EXPECT_EQ(token.size(), 4 + 43);

    // The list never shows the secret.
    r = me.get(u"/v1/tokens"_s);
    ASSERT_EQ(r.json.value(u"items"_s).toArray().size(), 1);
    EXPECT_FALSE(r.body.contains(token.toUtf8()));
    EXPECT_TRUE(r.json[u"items"_s][0][u"last_used_at"_s].isNull());

    HttpClient script = as(token);
    EXPECT_EQ(script.get(u"/v1/account"_s).status, 200);
    EXPECT_FALSE(me.get(u"/v1/tokens"_s).json[u"items"_s][0][u"last_used_at"_s].isNull());
    // Read scope only: no spend limits, and never what needs a login session.
    r = script.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 1}}}});
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"insufficient_scope"_s);
    r = script.post(u"/v1/tokens"_s, {{u"name"_s, u"x"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}});
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(r.errorCode(), u"session_required"_s);

    // Another account cannot revoke it: 404, as for a token that does not exist.
    const Registered b = registerAccount();
    HttpClient other = as(login(b.phone, b.password));
    EXPECT_EQ(other.del(u"/v1/tokens/"_s + id).status, 404);
    EXPECT_EQ(script.get(u"/v1/account"_s).status, 200);

    EXPECT_EQ(me.del(u"/v1/tokens/"_s + id).status, 204);
    r = script.get(u"/v1/account"_s);
    EXPECT_EQ(r.status, 401);
    EXPECT_EQ(r.errorCode(), u"token_revoked"_s);
    EXPECT_EQ(me.del(u"/v1/tokens/"_s + id).status, 404);

    for (const QJsonObject &bad :
         {QJsonObject{{u"name"_s, u""_s}, {u"scopes"_s, QJsonArray{u"read"_s}}},
          QJsonObject{{u"name"_s, u"x"_s}, {u"scopes"_s, QJsonArray{}}},
          QJsonObject{{u"name"_s, u"x"_s}, {u"scopes"_s, QJsonArray{u"admin"_s}}},
          QJsonObject{{u"name"_s, u"x"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}, {u"expires_in_days"_s, 366}}})
        EXPECT_EQ(me.post(u"/v1/tokens"_s, bad).status, 400) << QJsonDocument(bad).toJson().toStdString();

    // Expiry, on the platform's clock.
    r = me.post(u"/v1/tokens"_s,
                {{u"name"_s, u"short"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}, {u"expires_in_days"_s, 1}});
    HttpClient shortLived = as(r.json.value(u"token"_s).toString());
    EXPECT_EQ(shortLived.get(u"/v1/account"_s).status, 200);
    advance(86400);
    r = shortLived.get(u"/v1/account"_s);
    EXPECT_EQ(r.status, 401);
    EXPECT_EQ(r.errorCode(), u"token_expired"_s);
}

TEST_F(Security, SshKeysGetSshKeygensFingerprintAndEachMistakeItsReason)
{
    QTemporaryDir dir;
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const QString line = sshKeygen(dir, u"gpu_work"_s);
    auto r = me.post(u"/v1/ssh-keys"_s,
                     {{u"name"_s, u"笔记本"_s}, {u"public_key"_s, QString(u"  "_s + line + u"\r\n"_s)}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    EXPECT_EQ(r.json.value(u"fingerprint"_s).toString(), keygenFingerprint(dir, u"gpu_work"_s));
    const QString id = r.json.value(u"id"_s).toString();

    r = me.post(u"/v1/ssh-keys"_s, {{u"public_key"_s, line}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorField(), u"public_key"_s);

    const QString rsa = sshKeygen(dir, u"old_rsa"_s, u"rsa"_s);
    r = me.post(u"/v1/ssh-keys"_s, {{u"public_key"_s, rsa}});
    EXPECT_EQ(r.status, 201) << r.body.toStdString(); // ssh-keygen's default RSA is 3072 bits
    EXPECT_EQ(r.json.value(u"name"_s).toString(), u"old_rsa"_s); // named after its comment

    QFile privateKey(dir.path() + u"/gpu_work"_s);
    ASSERT_TRUE(privateKey.open(QIODevice::ReadOnly));
    const struct
    {
        QString text;
        const char *reason;
    } cases[] = {{QString::fromUtf8(privateKey.readAll()), "private_key"},
                 {u"$ cat ~/.ssh/gpu_work.pub\n"_s + line, "prompt_in_front"},
                 {line.left(50) + u"\n"_s + line.mid(50), "line_break"},
                 {line.left(40), "truncated"},
                 {u"ssh-dss AAAAB3NzaC1kc3M= x"_s, "unsupported_type"}};
    for (const auto &c : cases) {
        r = me.post(u"/v1/ssh-keys"_s, {{u"public_key"_s, c.text}});
        EXPECT_EQ(r.status, 400) << c.reason;
        EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), QString::fromLatin1(c.reason));
    }

    r = me.get(u"/v1/ssh-keys"_s);
    EXPECT_EQ(r.json.value(u"items"_s).toArray().size(), 2);
    EXPECT_EQ(me.del(u"/v1/ssh-keys/"_s + id).status, 204);
    EXPECT_EQ(me.get(u"/v1/ssh-keys"_s).json.value(u"items"_s).toArray().size(), 1);

    // Another account cannot see or delete these keys: it gets 404, as for a key that does not exist.
    const Registered b = registerAccount();
    HttpClient other = as(login(b.phone, b.password));
    EXPECT_EQ(other.get(u"/v1/ssh-keys"_s).json.value(u"items"_s).toArray().size(), 0);
    const QString remaining = me.get(u"/v1/ssh-keys"_s).json[u"items"_s][0][u"id"_s].toString();
    EXPECT_EQ(other.del(u"/v1/ssh-keys/"_s + remaining).status, 404);
    EXPECT_EQ(me.get(u"/v1/ssh-keys"_s).json.value(u"items"_s).toArray().size(), 1);
}

TEST_F(Security, MembersLogInSeeTheirOwnAndEndWithDeletion)
{
    QTemporaryDir dir;
    const Registered owner = registerAccount();
    HttpClient boss = as(login(owner.phone, owner.password));
    const QString memberPhone = nextPhone();
    auto r = boss.post(u"/v1/members"_s,
                       {{u"name"_s, u"实习生"_s},
                        {u"phone"_s, memberPhone},
                        {u"password"_s, u"intern-Pass-1"_s},
                        {u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 2000}}}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QString memberId = r.json.value(u"id"_s).toString();
    EXPECT_EQ(r.json.value(u"owner_id"_s).toString(), owner.id);
    EXPECT_EQ(r.json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 2000);
    EXPECT_EQ(boss.get(u"/v1/members"_s).json.value(u"items"_s).toArray().size(), 1);

    HttpClient member = as(login(memberPhone, u"intern-Pass-1"_s));
    EXPECT_EQ(member.get(u"/v1/account"_s).json.value(u"id"_s).toString(), memberId);
    // A member manages no members and cannot lift the limits the owner set.
    EXPECT_EQ(member.get(u"/v1/members"_s).status, 403);
    r = member.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, QJsonValue()}}}});
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(member.get(u"/v1/account"_s).json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 2000);
    // A second member with the owner's e-mail is refused, naming the field that clashes.
    r = boss.post(u"/v1/members"_s,
                  {{u"name"_s, u"x"_s},
                   {u"phone"_s, nextPhone()},
                   {u"email"_s, owner.email},
                   {u"password"_s, u"intern-Pass-2"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorField(), u"email"_s);
    // Keys: the member sees its own, the owner sees all.
    ASSERT_EQ(member.post(u"/v1/ssh-keys"_s, {{u"public_key"_s, sshKeygen(dir, u"intern"_s)}}).status, 201);
    ASSERT_EQ(boss.post(u"/v1/ssh-keys"_s, {{u"public_key"_s, sshKeygen(dir, u"boss"_s)}}).status, 201);
    EXPECT_EQ(member.get(u"/v1/ssh-keys"_s).json.value(u"items"_s).toArray().size(), 1);
    EXPECT_EQ(boss.get(u"/v1/ssh-keys"_s).json.value(u"items"_s).toArray().size(), 2);

    EXPECT_EQ(boss.del(u"/v1/members/"_s + memberId).status, 204);
    EXPECT_EQ(member.get(u"/v1/account"_s).status, 401);
    EXPECT_EQ(boss.del(u"/v1/members/"_s + memberId).status, 404);
}
