#pragma once

#include "tests/platform/sandboxfixture.h"
#include "tests/support/sandboxaccount.h"

#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

namespace sandboxtest {
using namespace Qt::StringLiterals;

/// Every ledger line of the caller's wallet, oldest first.
inline QList<QJsonObject> ledger(HttpClient &c)
{
    QList<QJsonObject> lines;
    QString cursor;
    for (;;) {
        const auto page
            = c.get(u"/v1/billing/ledger?limit=200"_s + (cursor.isEmpty() ? QString() : u"&after="_s + cursor));
        EXPECT_EQ(page.status, 200);
        for (const QJsonValue &line : page.json.value(u"items"_s).toArray())
            lines.prepend(line.toObject());
        cursor = page.json.value(u"next_cursor"_s).toString();
        if (cursor.isEmpty())
            return lines;
    }
}

/// Sum of an instance's lines of one kind.
inline qint64 charged(const QList<QJsonObject> &lines, const QString &instanceId, const QString &kind)
{
    qint64 sum = 0;
    for (const QJsonObject &l : lines) {
        if (l.value(u"instance_id"_s).toString() == instanceId && l.value(u"kind"_s).toString() == kind)
            sum += l.value(u"amount_cents"_s).toInteger();
    }
    return sum;
}

/// The instance once it is in `wanted`, read every few milliseconds for up to 10 real seconds
/// (the last read if it never gets there). A boot ends only once the runtime has said that its
/// sshd accepts connections, which takes real time however a manual clock is moved.
inline QJsonObject waitForState(HttpClient &c, const QString &id, const QString &wanted)
{
    QJsonObject instance;
    (void)QTest::qWaitFor(
        [&] {
            instance = c.get(u"/v1/instances/"_s + id).json;
            return instance.value(u"state"_s).toString() == wanted;
        },
        10000);
    EXPECT_EQ(instance.value(u"state"_s).toString(), wanted) << QJsonDocument(instance).toJson().toStdString();
    return instance;
}

/// Instance helpers shared by the instance and billing tests on the wire.
class InstanceFixture : public SandboxFixture
{
protected:
    /// In overrides: leave the field out of the request.
    static constexpr const char16_t *kAbsent = u"<absent>";
    static QString rfc3339(qint64 seconds)
    {
        return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate);
    }
    static QJsonObject instanceRequest(const QJsonObject &overrides = {})
    {
        QJsonObject body{{u"name"_s, u"训练 run"_s},
                         {u"region"_s, u"cn-north-1"_s},
                         {u"gpu_type"_s, u"rtx-4090-24g"_s},
                         {u"image"_s, u"pytorch-2.5.1-cu124"_s}};
        for (auto it = overrides.begin(); it != overrides.end(); ++it) {
            if (it.value() == QJsonValue(QString::fromUtf16(kAbsent)))
                body.remove(it.key());
            else
                body.insert(it.key(), it.value());
        }
        return body;
    }
    /// Creates an instance and returns it (202 expected).
    static QJsonObject create(HttpClient &c, const QJsonObject &overrides = {})
    {
        const auto r = c.post(u"/v1/instances"_s, instanceRequest(overrides));
        EXPECT_EQ(r.status, 202) << r.body.toStdString();
        return r.json;
    }
    static QJsonObject get(HttpClient &c, const QString &id) { return c.get(u"/v1/instances/"_s + id).json; }
    static QString state(HttpClient &c, const QString &id) { return get(c, id).value(u"state"_s).toString(); }
    /// Creates one and lets it boot (the fixture's boot delay is 10 s): it is running on return.
    static QJsonObject createRunning(HttpClient &c, const QJsonObject &overrides = {})
    {
        const QString id = create(c, overrides).value(u"id"_s).toString();
        advance(10);
        return waitForState(c, id, u"running"_s);
    }
    static qint64 seconds(const QJsonValue &rfc3339)
    {
        return QDateTime::fromString(rfc3339.toString(), Qt::ISODate).toSecsSinceEpoch();
    }
    static QJsonArray events(HttpClient &c, const QString &id)
    {
        return c.get(u"/v1/instances/"_s + id + u"/events"_s).json.value(u"items"_s).toArray();
    }
    /// Returns once the sandbox's runtime has carried out all that was asked of it before (a boot,
    /// a stop) and what it reported by then is recorded: a startup script that was to start has
    /// started, one that ended has been heard of. The sandbox answers a fault request (here one
    /// that changes nothing) only then.
    static void runtimeSettled(HttpClient &c, const QString &id)
    {
        const auto r = c.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, QJsonObject{});
        EXPECT_EQ(r.status, 200) << r.body.toStdString();
    }
    static qint64 balance(HttpClient &c) { return c.get(u"/v1/billing"_s).json.value(u"balance_cents"_s).toInteger(); }
};

} // namespace sandboxtest

using sandboxtest::charged;
using sandboxtest::InstanceFixture;
using sandboxtest::ledger;
using sandboxtest::waitForState;
