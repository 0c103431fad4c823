#include "platform/routes/spendlimitsbody.h"

#include "platform/http/jsonbody.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
const QString kDaily = u"daily_cents"_s;
const QString kPerBoot = u"per_boot_cents"_s;

// A limit is a whole number of fen, 0 or more; nullopt after recording why not.
std::optional<qint64> limitCents(JsonBody &body, const QString &field, const QJsonValue &v)
{
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < 0 || d != std::floor(d) || d > 1e12) {
        body.fail(u"spend_limits."_s + field, u"not_a_non_negative_integer"_s,
                  u"'%1' must be a whole number of fen, 0 or more, or null to remove the limit."_s.arg(field));
        return std::nullopt;
    }
    return qint64(d);
}

bool onlyKnownFields(JsonBody &body, const QJsonObject &limits)
{
    for (auto it = limits.begin(); it != limits.end(); ++it) {
        if (it.key() != kDaily && it.key() != kPerBoot) {
            body.fail(u"spend_limits."_s + it.key(), u"unknown_field"_s,
                      u"spend_limits has daily_cents and per_boot_cents only."_s);
            return false;
        }
    }
    return true;
}
} // namespace

void readSpendLimitsPatch(JsonBody &body, AccountStore::Changes &changes)
{
    if (!body.has(u"spend_limits"_s))
        return;
    const bool clearAll = body.object().value(u"spend_limits"_s).isNull();
    const QJsonObject limits
        = clearAll ? QJsonObject{{kDaily, QJsonValue()}, {kPerBoot, QJsonValue()}} : body.object(u"spend_limits"_s);
    if (!body.ok() || !onlyKnownFields(body, limits))
        return;
    for (const auto &[field, change] :
         {std::pair{kDaily, &changes.dailyLimitCents}, std::pair{kPerBoot, &changes.perBootLimitCents}}) {
        if (!body.ok() || !limits.contains(field))
            continue; // PATCH: an absent field is unchanged
        const QJsonValue v = limits.value(field);
        if (v.isNull())
            *change = std::optional<qint64>();
        else if (const auto cents = limitCents(body, field, v))
            *change = cents;
    }
}

void readSpendLimitsCreate(JsonBody &body, std::optional<qint64> *daily, std::optional<qint64> *perBoot)
{
    const QJsonValue given = body.object().value(u"spend_limits"_s);
    if (given.isUndefined() || given.isNull())
        return;
    const QJsonObject limits = body.object(u"spend_limits"_s);
    if (!body.ok() || !onlyKnownFields(body, limits))
        return;
    for (const auto &[field, out] : {std::pair{kDaily, daily}, std::pair{kPerBoot, perBoot}}) {
        const QJsonValue v = limits.value(field);
        if (body.ok() && !v.isUndefined() && !v.isNull())
            *out = limitCents(body, field, v);
    }
}
