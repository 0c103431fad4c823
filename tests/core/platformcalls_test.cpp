// Every RestPlatform call against a real gpudesk-sandbox process (the two sides meet only on the
// wire), every answer checked to round-trip through the codecs, and the platform's refusals mapped
// to sentences and remedies.
#include "common/base32.h"
#include "common/rfc3339.h"
#include "common/totp.h"
#include "core/api/awaitanswer.h"
#include "core/api/codecs.h"
#include "core/api/restplatform.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxclock.h"
#include "tests/support/sandboxprocess.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// Runs one asynchronous call to its answer (20 s at most).
/// Every call here is answered within 20 s, or fails as a network error that says so.
template <typename T> ApiResult<T> await(const std::function<void(QObject *, Platform::Done<T>)> &call)
{
    return awaitAnswer<T>(call, 20000);
}

/// The value, after checking it succeeded and survives encode → decode unchanged.
template <typename T> T ok(const ApiResult<T> &r)
{
    EXPECT_TRUE(r.ok()) << r.error().summary().toStdString();
    if (!r.ok())
        return T{};
    const auto again = Codecs::decode<T>(Codecs::encode(r.value()));
    EXPECT_TRUE(again.ok() && again.value() == r.value()) << "does not round-trip";
    return r.value();
}

/// The value of an answer that is not a contract type of its own (204, a status, a list poll).
template <typename T> T answered(const ApiResult<T> &r)
{
    EXPECT_TRUE(r.ok()) << r.error().summary().toStdString();
    return r.ok() ? r.value() : T{};
}

template <typename T> QList<T> okList(const ApiResult<QList<T>> &r)
{
    EXPECT_TRUE(r.ok()) << r.error().summary().toStdString();
    if (!r.ok())
        return {};
    for (const T &item : r.value()) {
        const auto again = Codecs::decode<T>(Codecs::encode(item));
        EXPECT_TRUE(again.ok() && again.value() == item) << "does not round-trip";
    }
    return r.value();
}

template <typename T> ApiError failed(const ApiResult<T> &r)
{
    EXPECT_FALSE(r.ok());
    return r.ok() ? ApiError{} : r.error();
}

QString publicKey(const QTemporaryDir &dir)
{
    QProcess::execute(u"ssh-keygen"_s,
                      {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, dir.path() + u"/id"_s});
    QFile f(dir.path() + u"/id.pub"_s);
    f.open(QIODevice::ReadOnly);
    return QString::fromUtf8(f.readAll()).trimmed();
}

class PlatformCalls : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        s_sandbox = new SandboxProcess({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s, u"--review-delay"_s,
                                        u"0"_s, u"--runtime"_s, u"none"_s});
        QString error;
        ASSERT_TRUE(s_sandbox->start(&error)) << error.toStdString();
    }
    static void TearDownTestSuite()
    {
        delete s_sandbox;
        s_sandbox = nullptr;
    }

    /// A new account, logged in on `platform`, verified, with `cents` of play money.
    Account newAccount(RestPlatform &platform, qint64 cents = 100000, bool verify = true)
    {
        const QString phone = u"139%1"_s.arg(++s_accounts, 8, 10, QChar(u'0'));
        const Account account = ok(await<Account>([&](QObject *c, Platform::Done<Account> done) {
            platform.registerAccount(phone, phone + u"@example.cn"_s, u"gpu-Rent-2026"_s, c, done);
        }));
        const LoginSession session = ok(await<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
            platform.login(phone, u"gpu-Rent-2026"_s, std::nullopt, c, done);
        }));
        platform.setToken(session.token);
        if (verify) {
            EXPECT_EQ(answered(await<QString>([&](QObject *c, Platform::Done<QString> done) {
                          platform.submitVerification(u"张三"_s, nextIdNumber(), c, done);
                      })),
                      u"pending"_s);
            advance(1);
        }
        if (cents > 0)
            ok(await<Billing>([&](QObject *c, Platform::Done<Billing> done) {
                platform.recharge(Money::fromCents(cents), c, done);
            }));
        return account;
    }
    static QString nextIdNumber()
    {
        // Mainland ID numbers with a valid check digit, each used once (one verified account per person).
        static int serial = 0;
        const QString body = u"11010519900101%1"_s.arg(++serial + 100, 3, 10, QChar(u'0'));
        static const int weights[] = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
        int sum = 0;
        for (int i = 0; i < 17; ++i)
            sum += body.at(i).digitValue() * weights[i];
        return body + QStringLiteral("10X98765432").at(sum % 11);
    }
    static void advance(qint64 seconds)
    {
        HttpClient(s_sandbox->url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, seconds}});
    }
    static QUrl url() { return s_sandbox->url(); }

    static inline SandboxProcess *s_sandbox = nullptr;
    static inline int s_accounts = 0;
};

} // namespace

TEST_F(PlatformCalls, AccountsSessionsAndTheirEnd)
{
    RestPlatform platform(url());
    const Account created = newAccount(platform, 0, false);
    EXPECT_EQ(created.verification.status, u"none"_s);
    Account me = ok(await<Account>([&](QObject *c, Platform::Done<Account> done) { platform.account(c, done); }));
    EXPECT_EQ(me.id, created.id);

    SpendLimitsChange update;
    update.dailyLimit = std::optional<Money>(Money::fromCents(5000));
    me = ok(
        await<Account>([&](QObject *c, Platform::Done<Account> done) { platform.setSpendLimits(update, c, done); }));
    EXPECT_EQ(me.spendLimits.dailyCents, Money::fromCents(5000));
    SpendLimitsChange clear;
    clear.dailyLimit = std::optional<Money>();
    me = ok(await<Account>([&](QObject *c, Platform::Done<Account> done) { platform.setSpendLimits(clear, c, done); }));
    EXPECT_FALSE(me.spendLimits.dailyCents);

    // A wrong password: said plainly, and not sent twice (it counts towards the lockout).
    const int before = platform.attempts();
    const ApiError wrong = failed(await<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        platform.login(*created.phone, u"not-it-2026"_s, std::nullopt, c, done);
    }));
    EXPECT_EQ(platform.attempts(), before + 1);
    EXPECT_EQ(wrong.code, u"invalid_credentials"_s);
    EXPECT_EQ(wrong.remedy(), ApiError::Remedy::CorrectInput);
    EXPECT_TRUE(wrong.sentence().contains(u"password"_s)) << wrong.sentence().toStdString();

    answered(await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) {
        platform.changePassword(u"gpu-Rent-2026"_s, u"gpu-Rent-2027"_s, c, done);
    }));
    const auto records
        = okList(await<QList<LoginRecord>>([&](QObject *c, auto done) { platform.logins(10, c, done); }));
    ASSERT_GE(records.size(), 2);
    EXPECT_FALSE(records.first().success); // newest first: the wrong password

    // Logged out: the next call is refused, and the platform says the session is gone.
    answered(await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.logout(c, done); }));
    QSignalSpy lost(&platform, &Platform::authenticationLost);
    const ApiError gone
        = failed(await<Account>([&](QObject *c, Platform::Done<Account> done) { platform.account(c, done); }));
    EXPECT_EQ(gone.httpStatus, 401);
    EXPECT_EQ(gone.remedy(), ApiError::Remedy::LogIn);
    EXPECT_EQ(lost.count(), 1);
}

TEST_F(PlatformCalls, TwoFactorLoginWithACodeOrARecoveryCode)
{
    RestPlatform platform(url());
    const Account account = newAccount(platform, 0, false);
    const TotpEnrolment enrolment = ok(await<TotpEnrolment>(
        [&](QObject *c, Platform::Done<TotpEnrolment> done) { platform.startTwoFactor(c, done); }));
    EXPECT_TRUE(enrolment.otpauthUri.startsWith(u"otpauth://totp/"_s));
    const auto now = [&] {
        return ok(await<PlatformHealth>(
                      [&](QObject *c, Platform::Done<PlatformHealth> done) { platform.health(c, done); }))
            .serverTime.toSecsSinceEpoch();
    };
    const QByteArray secret = Base32::decode(enrolment.secret).value_or(QByteArray());
    const QStringList recovery = answered(await<QStringList>([&](QObject *c, Platform::Done<QStringList> done) {
        platform.confirmTwoFactor(Totp::code(secret, now()), c, done);
    }));
    ASSERT_FALSE(recovery.isEmpty());

    const ApiError needed = failed(await<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        platform.login(*account.phone, u"gpu-Rent-2026"_s, std::nullopt, c, done);
    }));
    EXPECT_EQ(needed.code, u"totp_required"_s);
    EXPECT_EQ(needed.remedy(), ApiError::Remedy::EnterTwoFactorCode);
    const LoginSession session = ok(await<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        platform.login(*account.email, u"gpu-Rent-2026"_s, recovery.first(), c, done);
    }));
    EXPECT_TRUE(session.account.twoFactorEnabled);
    platform.setToken(session.token);
    advance(Totp::kStepSeconds); // a code is good once
    answered(await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) {
        platform.disableTwoFactor(Totp::code(secret, now()), c, done);
    }));
}

TEST_F(PlatformCalls, TokensKeysAndMembers)
{
    RestPlatform platform(url());
    newAccount(platform);
    const ApiTokenCreated token = ok(await<ApiTokenCreated>([&](QObject *c, Platform::Done<ApiTokenCreated> done) {
        platform.createToken(u"ci"_s, {u"read"_s}, 30, c, done);
    }));
    EXPECT_TRUE(token.token.startsWith(u"gdk_"_s));
    const auto tokens = okList(await<QList<ApiToken>>([&](QObject *c, auto done) { platform.tokens(c, done); }));
    ASSERT_EQ(tokens.size(), 1);
    EXPECT_EQ(tokens.first().scopes, QStringList{u"read"_s});

    // The token reads, and is refused what its scope does not allow, with the scope named.
    RestPlatform scripted(url());
    scripted.setToken(token.token);
    okList(await<QList<Region>>([&](QObject *c, auto done) { scripted.regions(c, done); }));
    const ApiError scope = failed(await<Billing>(
        [&](QObject *c, Platform::Done<Billing> done) { scripted.recharge(Money::fromCents(100), c, done); }));
    EXPECT_EQ(scope.code, u"insufficient_scope"_s);
    EXPECT_TRUE(scope.sentence().contains(u"billing"_s)) << scope.sentence().toStdString();
    answered(
        await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.revokeToken(token.id, c, done); }));
    QSignalSpy lost(&scripted, &Platform::authenticationLost);
    EXPECT_EQ(failed(await<QList<Region>>([&](QObject *c, auto done) { scripted.regions(c, done); })).code,
              u"token_revoked"_s);
    EXPECT_EQ(lost.count(), 1);

    QTemporaryDir keys;
    const SshKeyCreated key = ok(await<SshKeyCreated>([&](QObject *c, Platform::Done<SshKeyCreated> done) {
        platform.addSshKey(u"laptop"_s, publicKey(keys), c, done);
    }));
    EXPECT_EQ(key.type, u"ssh-ed25519"_s);
    EXPECT_TRUE(key.fingerprint.startsWith(u"SHA256:"_s));
    const auto listed = okList(await<QList<SshKey>>([&](QObject *c, auto done) { platform.sshKeys(c, done); }));
    ASSERT_EQ(listed.size(), 1);
    EXPECT_EQ(listed.first().fingerprint, key.fingerprint);
    answered(await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.deleteSshKey(key.id, c, done); }));
    const ApiError twice = failed(
        await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.deleteSshKey(key.id, c, done); }));
    EXPECT_EQ(twice.code, u"not_found"_s);
    EXPECT_EQ(twice.remedy(), ApiError::Remedy::Refresh);

    MemberSpec spec;
    spec.name = u"韩梅梅"_s;
    spec.email = u"meimei@example.cn"_s;
    spec.password = u"member-Pass-1"_s;
    spec.spendLimits.dailyCents = Money::fromCents(2000);
    const Account member
        = ok(await<Account>([&](QObject *c, Platform::Done<Account> done) { platform.createMember(spec, c, done); }));
    EXPECT_TRUE(member.isMember());
    EXPECT_EQ(member.spendLimits.dailyCents, Money::fromCents(2000));
    EXPECT_EQ(okList(await<QList<Account>>([&](QObject *c, auto done) { platform.members(c, done); })).size(), 1);
    // The owner changes one limit and clears the other, leaving the name.
    MemberUpdate change;
    change.dailyLimit = std::optional<Money>();
    change.perBootLimit = std::optional<Money>(Money::fromCents(500));
    const Account changed = ok(await<Account>(
        [&](QObject *c, Platform::Done<Account> done) { platform.updateMember(member.id, change, c, done); }));
    EXPECT_EQ(changed.spendLimits.dailyCents, std::nullopt);
    EXPECT_EQ(changed.spendLimits.perBootCents, Money::fromCents(500));
    EXPECT_EQ(changed.name, member.name);
    answered(
        await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.deleteMember(member.id, c, done); }));
}

TEST_F(PlatformCalls, TheCatalog)
{
    RestPlatform platform(url());
    newAccount(platform, 0, false);
    EXPECT_FALSE(okList(await<QList<Region>>([&](QObject *c, auto done) { platform.regions(c, done); })).isEmpty());
    const auto cards = okList(await<QList<GpuType>>([&](QObject *c, auto done) { platform.gpuTypes(c, done); }));
    ASSERT_FALSE(cards.isEmpty());
    EXPECT_GT(cards.first().pricePerHour, Money());
    EXPECT_FALSE(okList(await<QList<Stock>>([&](QObject *c, auto done) { platform.stock(c, done); })).isEmpty());
    const auto images = okList(await<QList<Image>>([&](QObject *c, auto done) { platform.images(c, done); }));
    ASSERT_FALSE(images.isEmpty());
    EXPECT_FALSE(images.first().custom);
    const Pricing pricing
        = ok(await<Pricing>([&](QObject *c, Platform::Done<Pricing> done) { platform.pricing(c, done); }));
    EXPECT_GT(pricing.noGpuPerHour, Money());
    EXPECT_GT(pricing.systemDiskFreeGb, 0);
}

TEST_F(PlatformCalls, AnInstanceFromCreateToReleaseWithItsVolumeImageAndBill)
{
    RestPlatform platform(url());
    newAccount(platform);
    InstanceSpec spec;
    spec.name = u"微调 lora"_s;
    spec.region = u"cn-north-1"_s;
    spec.gpuType = u"rtx-3090-24g"_s;
    spec.image = u"ubuntu-22.04"_s;
    spec.dataDiskGb = 20;
    spec.ports = QList<int>{6006};
    Instance i = ok(
        await<Instance>([&](QObject *c, Platform::Done<Instance> done) { platform.createInstance(spec, c, done); }));
    EXPECT_EQ(i.state.wire(), u"creating"_s);
    EXPECT_TRUE(i.inTransition());
    advance(0);

    // The list, then the same list again: 304, nothing to decode.
    const InstanceList list = answered(await<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { platform.instances({}, false, c, done); }));
    ASSERT_EQ(list.items.size(), 1);
    EXPECT_EQ(list.items.first().state, InstanceState::Running);
    EXPECT_FALSE(list.etag.isEmpty());
    const InstanceList same = answered(await<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { platform.instances(list.etag, false, c, done); }));
    EXPECT_TRUE(same.notModified);
    EXPECT_TRUE(same.items.isEmpty());

    i = ok(await<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { platform.renameInstance(i.id, u"lora-2"_s, c, done); }));
    EXPECT_EQ(i.name, u"lora-2"_s);
    const QDateTime at = list.items.first().meter.since.addSecs(7200);
    i = ok(
        await<Instance>([&](QObject *c, Platform::Done<Instance> done) { platform.scheduleStop(i.id, at, c, done); }));
    ASSERT_TRUE(i.stopAt);
    EXPECT_EQ(*i.stopAt, at);
    i = ok(await<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { platform.scheduleStop(i.id, std::nullopt, c, done); }));
    EXPECT_FALSE(i.stopAt);
    EXPECT_EQ(i.name, u"lora-2"_s);

    advance(3600);
    i = ok(await<Instance>([&](QObject *c, Platform::Done<Instance> done) { platform.instance(i.id, c, done); }));
    EXPECT_EQ(i.meter.ratePerHour, Money::fromCents(158));
    i = ok(await<Instance>([&](QObject *c, Platform::Done<Instance> done) { platform.stopInstance(i.id, c, done); }));
    EXPECT_EQ(i.state.wire(), u"stopping"_s);
    advance(5);
    const Image image = ok(
        await<Image>([&](QObject *c, Platform::Done<Image> done) { platform.saveImage(i.id, u"my env"_s, c, done); }));
    ASSERT_TRUE(image.custom);
    EXPECT_FALSE(image.custom->dataDiskIncluded);
    i = ok(await<Instance>([&](QObject *c, Platform::Done<Instance> done) {
        platform.startInstance(i.id, InstanceMode::NoGpu, c, done);
    }));
    EXPECT_EQ(i.mode, InstanceMode::NoGpu);
    advance(60);
    const auto events
        = okList(await<QList<InstanceEvent>>([&](QObject *c, auto done) { platform.instanceEvents(i.id, c, done); }));
    ASSERT_GE(events.size(), 5);
    EXPECT_EQ(events.first().to, InstanceState::Creating);

    const Volume volume = ok(await<Volume>([&](QObject *c, Platform::Done<Volume> done) {
        platform.createVolume(u"datasets"_s, u"cn-north-1"_s, 50, c, done);
    }));
    EXPECT_FALSE(volume.instanceId);
    EXPECT_EQ(okList(await<QList<Volume>>([&](QObject *c, auto done) { platform.volumes(c, done); })).size(), 1);
    answered(
        await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.deleteVolume(volume.id, c, done); }));

    i = ok(
        await<Instance>([&](QObject *c, Platform::Done<Instance> done) { platform.releaseInstance(i.id, c, done); }));
    EXPECT_EQ(i.state.wire(), u"releasing"_s);
    answered(
        await<Nothing>([&](QObject *c, Platform::Done<Nothing> done) { platform.deleteImage(image.id, c, done); }));
    advance(5);

    const Billing bill
        = ok(await<Billing>([&](QObject *c, Platform::Done<Billing> done) { platform.billing(c, done); }));
    EXPECT_EQ(bill.ratePerHour, Money());
    // The ledger, page by page, adds up to the balance (recharge, charges, voucher credits).
    Money charged;
    QString cursor;
    int pages = 0;
    do {
        LedgerQuery query;
        query.after = cursor;
        query.limit = 2;
        const LedgerPage page = ok(
            await<LedgerPage>([&](QObject *c, Platform::Done<LedgerPage> done) { platform.ledger(query, c, done); }));
        for (const LedgerLine &line : page.items)
            charged += line.amount;
        cursor = page.nextCursor.value_or(QString());
        ++pages;
    } while (!cursor.isEmpty() && pages < 100);
    EXPECT_GT(pages, 1);
    EXPECT_EQ(charged, -bill.balance);
    // Narrowed to one kind, the platform's total is that kind's lines.
    LedgerQuery recharges;
    recharges.kind = u"recharge"_s;
    const LedgerPage credits = ok(
        await<LedgerPage>([&](QObject *c, Platform::Done<LedgerPage> done) { platform.ledger(recharges, c, done); }));
    ASSERT_FALSE(credits.items.isEmpty());
    Money credited;
    for (const LedgerLine &line : credits.items) {
        EXPECT_EQ(line.kind, u"recharge"_s);
        credited += line.amount;
    }
    EXPECT_EQ(credits.total, credited);
    UsageQuery query;
    query.bucket = u"hour"_s;
    const Usage usage
        = ok(await<Usage>([&](QObject *c, Platform::Done<Usage> done) { platform.usage(query, c, done); }));
    Money used;
    for (const UsageItem &item : usage.items)
        used += item.amount;
    EXPECT_EQ(usage.bucket, u"hour"_s);
    EXPECT_GE(used, Money::fromCents(158)); // the GPU hour (the welcome voucher paid it)
}

TEST_F(PlatformCalls, RefusalsBecomeSentencesThatSayWhatToDo)
{
    leaveTheBillingEvening(s_sandbox->url()); // the daily limit below counts today's spend
    RestPlatform platform(url());
    newAccount(platform, 0, false); // unverified, no money
    InstanceSpec spec;
    spec.name = u"big"_s;
    spec.region = u"cn-north-1"_s;
    spec.gpuType = u"a800-80g"_s;
    spec.image = u"ubuntu-22.04"_s;
    const auto create = [&] {
        return failed(await<Instance>(
            [&](QObject *c, Platform::Done<Instance> done) { platform.createInstance(spec, c, done); }));
    };
    ApiError e = create();
    EXPECT_EQ(e.code, u"verification_required"_s);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::Verify);
    EXPECT_TRUE(e.sentence().contains(u"a800-80g"_s)) << e.sentence().toStdString();

    newAccount(platform, 0, true); // verified, still no money
    e = create();
    EXPECT_EQ(e.code, u"insufficient_balance"_s);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::Recharge);
    EXPECT_TRUE(e.sentence().contains(u"¥0.00"_s)) << e.sentence().toStdString();

    ok(await<Billing>(
        [&](QObject *c, Platform::Done<Billing> done) { platform.recharge(Money::fromCents(1000000), c, done); }));
    spec.gpuType = u"l40s-48g"_s;
    spec.gpuCount = 8; // cn-north-1 has 4
    e = create();
    EXPECT_EQ(e.code, u"out_of_stock"_s);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::ChooseAnotherRegionOrCard);
    EXPECT_TRUE(e.sentence().contains(u"cn-south-1"_s)) << e.sentence().toStdString();

    spec.gpuType = u"rtx-3090-24g"_s;
    spec.gpuCount = 1;
    spec.ports = QList<int>{8888};
    const Instance running = ok(
        await<Instance>([&](QObject *c, Platform::Done<Instance> done) { platform.createInstance(spec, c, done); }));
    advance(0);
    e = create(); // the same service port
    EXPECT_EQ(e.code, u"conflict"_s);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::CorrectInput);
    EXPECT_TRUE(e.sentence().contains(u"8888"_s)) << e.sentence().toStdString();
    e = failed(await<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { platform.startInstance(running.id, std::nullopt, c, done); }));
    EXPECT_EQ(e.code, u"conflict"_s);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::Refresh);
    EXPECT_TRUE(e.sentence().contains(u"running"_s)) << e.sentence().toStdString();

    SpendLimitsChange limit;
    limit.dailyLimit = std::optional<Money>(Money::fromCents(1));
    ok(await<Account>([&](QObject *c, Platform::Done<Account> done) { platform.setSpendLimits(limit, c, done); }));
    advance(600);
    spec.ports.reset();
    e = create();
    EXPECT_EQ(e.code, u"spend_limit_reached"_s);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::RaiseSpendLimit);

    // Five wrong passwords lock the login for a while: the wait is said, and not waited for here.
    const Account other = newAccount(platform, 0, false);
    for (int i = 0; i < 5; ++i)
        failed(await<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
            platform.login(*other.phone, u"wrong-Pass-1"_s, std::nullopt, c, done);
        }));
    e = failed(await<LoginSession>([&](QObject *c, Platform::Done<LoginSession> done) {
        platform.login(*other.phone, u"gpu-Rent-2026"_s, std::nullopt, c, done);
    }));
    EXPECT_EQ(e.code, u"too_many_attempts"_s);
    EXPECT_GT(e.retryAfterSeconds, 60);
    EXPECT_EQ(e.remedy(), ApiError::Remedy::Wait);
    EXPECT_TRUE(e.sentence().contains(u"min"_s)) << e.sentence().toStdString();
}
