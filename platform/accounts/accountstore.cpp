#include "platform/accounts/accountstore.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/model/verification.h"
#include "platform/store/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

AccountStore::AccountStore(Database &db, const Clock &clock, QStringList unverifiedGpuTypes)
    : m_db(db)
    , m_clock(clock)
    , m_unverifiedGpuTypes(std::move(unverifiedGpuTypes))
{ }

std::optional<QString> AccountStore::normalizePhone(const QString &phone)
{
    static const QRegularExpression mainland(uR"(^1[3-9]\d{9}\z)"_s);
    static const QRegularExpression e164(uR"(^\+[1-9]\d{6,14}\z)"_s);
    // Spaces and dashes people type between digit groups go; anything else (a newline, a tab) makes
    // the number invalid rather than a second spelling of the same number.
    const QString p = QString(phone).remove(u' ').remove(u'-');
    if (mainland.match(p).hasMatch())
        return p;
    if (e164.match(p).hasMatch()) {
        if (p.startsWith(u"+86"_s) && mainland.match(p.mid(3)).hasMatch())
            return p.mid(3);
        return p;
    }
    return std::nullopt;
}

bool AccountStore::isEmail(const QString &email)
{
    static const QRegularExpression pattern(uR"(^[^@\s]{1,64}@[^@\s.]+(\.[^@\s.]+)+\z)"_s);
    return email.size() <= 254 && pattern.match(email).hasMatch();
}

QString AccountStore::passwordProblem(const QString &password, const QString &phone)
{
    if (password.size() < 8)
        return u"too_short"_s;
    static const QRegularExpression digits(uR"(^\d+\z)"_s);
    if (digits.match(password).hasMatch())
        return u"all_digits"_s;
    if (!phone.isEmpty() && password.contains(phone.right(11)))
        return u"contains_phone"_s;
    return {};
}

qint64 AccountStore::findByLogin(const QString &login) const
{
    const QString trimmed = login.trimmed();
    if (trimmed.contains(u'@'))
        return m_db.scalar(u"SELECT id FROM accounts WHERE email = ? COLLATE NOCASE"_s, {trimmed}).toLongLong();
    const auto phone = normalizePhone(trimmed);
    return phone ? m_db.scalar(u"SELECT id FROM accounts WHERE phone = ?"_s, {*phone}).toLongLong() : 0;
}

bool AccountStore::exists(qint64 id) const
{
    return m_db.scalar(u"SELECT 1 FROM accounts WHERE id = ?"_s, {id}).isValid();
}

void AccountStore::settleVerification(qint64 id)
{
    // Read first: nearly always there is nothing to settle, and a write would cost a sync.
    const QString pending = Verifications::wire(Verification::Pending);
    const QVariant due = m_db.scalar(u"SELECT verification_submitted_at + ? <= ? FROM accounts "
                                     "WHERE id = ? AND verification_status = ?"_s,
                                     {m_reviewDelay, m_clock.nowSeconds(), id, pending});
    if (!due.toBool())
        return;
    m_db.exec(u"UPDATE accounts SET verification_status = verification_decision WHERE id = ? AND "
              "verification_status = ? AND verification_submitted_at + ? <= ?"_s,
              {id, pending, m_reviewDelay, m_clock.nowSeconds()});
}

std::optional<qint64> AccountStore::reviewDueAt(qint64 id) const
{
    const QVariant due = m_db.scalar(u"SELECT verification_submitted_at + ? FROM accounts WHERE id = ? AND "
                                     "verification_status = ?"_s,
                                     {m_reviewDelay, id, Verifications::wire(Verification::Pending)});
    return due.isValid() && !due.isNull() ? std::optional<qint64>(due.toLongLong()) : std::nullopt;
}

namespace {
/// An account's "spend_limits" as the wire has them, from columns `first` and `first + 1` of `q`:
/// cents, or null where none is set (both null without a row).
QJsonObject spendLimits(const Database::Statement *q, int first)
{
    const auto cents
        = [&](int column) { return !q || q->isNull(column) ? QJsonValue() : QJsonValue(q->integer(column)); };
    return QJsonObject{{u"daily_cents"_s, cents(first)}, {u"per_boot_cents"_s, cents(first + 1)}};
}

/// The account's row as toJson() shows it, read (a row ready) or not (no such account). This read
/// and spendLimitsJson()'s answer calls a console polls (the account, the wallet): on SQLite's own
/// interface, as QSqlQuery's bookkeeping of each value cost more than the lookup.
Database::Statement *accountRow(Database &db, qint64 reviewDelay, qint64 now, qint64 id)
{
    // The verification shown is the owner's for a member, and a pending one whose review time has
    // come shows the reviewer's decision even before settleVerification() has stored it, so this
    // read needs no write.
    Database::Statement &q
        = db.statement("SELECT a.phone, a.email, a.name, a.owner_id, a.created_at, a.totp_enabled, "
                       "a.daily_limit_cents, a.per_boot_limit_cents, "
                       "CASE WHEN v.verification_status = ? AND v.verification_submitted_at + ? <= ? "
                       "THEN v.verification_decision ELSE v.verification_status END, v.verification_reason "
                       "FROM accounts a JOIN accounts v ON v.id = COALESCE(a.owner_id, a.id) WHERE a.id = ?");
    static const QString pending = Verifications::wire(Verification::Pending);
    return q.bind(pending).bind(reviewDelay).bind(now).bind(id).next() ? &q : nullptr;
}

QJsonObject fromRow(const Database::Statement &q, qint64 id, const QStringList &unverifiedGpuTypes)
{
    const auto orNull = [&](int column) { return q.isNull(column) ? QJsonValue() : QJsonValue(q.text(column)); };
    const QString status = q.text(8);
    const Verification state = Verifications::parse(status).value_or(Verification::None);
    const bool verified = state == Verification::Approved;
    // The same for every verified account: made once (a JSON object costs more than the read).
    static const QJsonObject verifiedQuotas{
        {u"max_instances"_s, 8}, {u"max_boot_hours"_s, QJsonValue()}, {u"gpu_types"_s, QJsonValue()}};
    const QJsonObject quotas = verified ? verifiedQuotas
                                        : QJsonObject{{u"max_instances"_s, 1},
                                                      {u"max_boot_hours"_s, 4},
                                                      {u"gpu_types"_s, QJsonArray::fromStringList(unverifiedGpuTypes)}};
    return QJsonObject{
        {u"id"_s, QString::number(id)},
        {u"phone"_s, orNull(0)},
        {u"email"_s, orNull(1)},
        {u"name"_s, q.text(2)},
        {u"owner_id"_s, orNull(3)},
        {u"created_at"_s, Rfc3339::formatSeconds(q.integer(4))},
        {u"two_factor_enabled"_s, q.integer(5) != 0},
        {u"spend_limits"_s, spendLimits(&q, 6)},
        {u"verification"_s,
         QJsonObject{{u"status"_s, status},
                     {u"level"_s, verified ? 1 : 0},
                     {u"reason"_s, state == Verification::Pending ? QJsonValue() : orNull(9)}}},
        {u"quotas"_s, quotas},
    };
}

} // namespace

QJsonObject AccountStore::toJson(qint64 id) const
{
    const Database::Statement *q = accountRow(m_db, m_reviewDelay, m_clock.nowSeconds(), id);
    return q ? fromRow(*q, id, m_unverifiedGpuTypes) : QJsonObject();
}

QByteArray AccountStore::toJsonBytes(qint64 id) const
{
    Database::Statement *q = accountRow(m_db, m_reviewDelay, m_clock.nowSeconds(), id);
    if (!q)
        return QByteArrayLiteral("{}");
    // The row decides everything shown (the quotas follow its verification; the unverified cards
    // are fixed when the store is made), so the same row gives the same bytes.
    return m_serialized.get(id, q->rowBytes(), [&] {
        return QJsonDocument(fromRow(*q, id, m_unverifiedGpuTypes)).toJson(QJsonDocument::Compact);
    });
}

QJsonObject AccountStore::spendLimitsJson(qint64 id) const
{
    Database::Statement &q
        = m_db.statement("SELECT daily_limit_cents, per_boot_limit_cents FROM accounts WHERE id = ?");
    if (!q.bind(id).next())
        return spendLimits(nullptr, 0);
    const QJsonObject limits = spendLimits(&q, 0);
    q.next(); // to its end: the read ends here, not at the next call's
    return limits;
}

qint64 AccountStore::insert(const QString &phone, const QString &email, const QString &passwordHash, qint64 createdAt)
{
    QSqlQuery &q = m_db.exec(u"INSERT INTO accounts (phone, email, password_hash, created_at) VALUES (?, ?, ?, ?)"_s,
                             {phone, email, passwordHash, createdAt});
    return q.isActive() ? q.lastInsertId().toLongLong() : 0;
}

QString AccountStore::passwordHash(qint64 id) const
{
    return m_db.scalar(u"SELECT password_hash FROM accounts WHERE id = ?"_s, {id}).toString();
}

void AccountStore::setPasswordHash(qint64 id, const QString &hash)
{
    m_db.exec(u"UPDATE accounts SET password_hash = ? WHERE id = ?"_s, {hash, id});
}

QString AccountStore::phone(qint64 id) const
{
    return m_db.scalar(u"SELECT phone FROM accounts WHERE id = ?"_s, {id}).toString();
}

void AccountStore::update(qint64 id, const Changes &changes)
{
    const auto limit = [](const std::optional<qint64> &cents) {
        return cents ? QVariant(*cents) : QVariant(QMetaType(QMetaType::LongLong));
    };
    m_db.transaction();
    if (changes.dailyLimitCents)
        m_db.exec(u"UPDATE accounts SET daily_limit_cents = ? WHERE id = ?"_s, {limit(*changes.dailyLimitCents), id});
    if (changes.perBootLimitCents)
        m_db.exec(u"UPDATE accounts SET per_boot_limit_cents = ? WHERE id = ?"_s,
                  {limit(*changes.perBootLimitCents), id});
    if (changes.name)
        m_db.exec(u"UPDATE accounts SET name = ? WHERE id = ?"_s, {*changes.name, id});
    m_db.commit();
}

bool AccountStore::widensSpendLimits(qint64 id, const Changes &changes) const
{
    QSqlQuery &q = m_db.exec(u"SELECT daily_limit_cents, per_boot_limit_cents FROM accounts WHERE id = ?"_s, {id});
    if (!q.next())
        return false;
    // A limit widens when one that holds is raised or removed; setting one where none was narrows.
    const auto widens = [](const QVariant &now, const std::optional<std::optional<qint64>> &next) {
        return next && !now.isNull() && (!*next || **next > now.toLongLong());
    };
    return widens(q.value(0), changes.dailyLimitCents) || widens(q.value(1), changes.perBootLimitCents);
}

AccountStore::Standing AccountStore::standing(qint64 id) const
{
    const QJsonObject json = toJson(id);
    const QJsonObject quotas = json.value(u"quotas"_s).toObject();
    const QJsonValue cards = quotas.value(u"gpu_types"_s);
    const QJsonValue daily = json.value(u"spend_limits"_s).toObject().value(u"daily_cents"_s);
    Standing standing;
    standing.maxInstances = quotas.value(u"max_instances"_s).toInt();
    if (cards.isArray())
        standing.gpuTypes = cards.toVariant().toStringList();
    if (daily.isDouble())
        standing.dailyLimitCents = qint64(daily.toDouble());
    return standing;
}
