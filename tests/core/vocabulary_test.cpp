// The instance vocabulary typed once: what each state allows, and what a value the client does not
// know becomes (Unknown, keeping its text) on the way in and out of the codecs.
#include "core/api/codecs.h"
#include "core/model/instance.h"
#include "core/model/lifecycle.h"

#include <QJsonArray>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(Lifecycle, EachStateAllowsWhatThePlatformDoes)
{
    using S = InstanceState;
    struct Row
    {
        S state;
        bool start, stop, release, saveImage, billing, transition;
    };
    // DESIGN section 3: creating → starting → running ⇄ (stopping → stopped) → releasing → released, and failed.
    const Row rows[] = {
        {S::Creating, false, false, true, false, false, true},
        {S::Starting, false, true, true, false, false, true},
        {S::Running, false, true, true, false, true, false},
        {S::Stopping, false, false, true, false, false, true},
        {S::Stopped, true, false, true, true, false, false},
        {S::Releasing, false, false, false, false, false, true},
        {S::Released, false, false, false, false, false, false},
        {S::Failed, true, false, true, false, false, false},
        // A state the console cannot read allows nothing: no action on what it does not understand.
        {S::Unknown, false, false, false, false, false, false},
    };
    for (const Row &r : rows) {
        const QString name = wireText(r.state);
        EXPECT_EQ(Lifecycle::canStart(r.state), r.start) << name.toStdString();
        EXPECT_EQ(Lifecycle::canStartWithoutGpu(r.state), r.start) << name.toStdString();
        EXPECT_EQ(Lifecycle::canStop(r.state), r.stop) << name.toStdString();
        EXPECT_EQ(Lifecycle::canRelease(r.state), r.release) << name.toStdString();
        EXPECT_EQ(Lifecycle::canRename(r.state), r.release) << name.toStdString();
        EXPECT_EQ(Lifecycle::canSaveImage(r.state), r.saveImage) << name.toStdString();
        EXPECT_EQ(Lifecycle::isBilling(r.state), r.billing) << name.toStdString();
        EXPECT_EQ(Lifecycle::inTransition(r.state), r.transition) << name.toStdString();
    }
}

TEST(Lifecycle, WaitingGivesUpOnlyWhereTheStateCannotComeByItself)
{
    using S = InstanceState;
    EXPECT_TRUE(Lifecycle::mayBecome(S::Starting, S::Running));
    EXPECT_TRUE(Lifecycle::mayBecome(S::Running, S::Stopped)); // the platform stops it (limits, schedule)
    EXPECT_TRUE(Lifecycle::mayBecome(S::Stopped, S::Stopped));
    EXPECT_FALSE(Lifecycle::mayBecome(S::Stopped, S::Running)); // nobody starts it but the user
    EXPECT_FALSE(Lifecycle::mayBecome(S::Failed, S::Running));
    EXPECT_TRUE(Lifecycle::mayBecome(S::Stopped, S::Released)); // someone else may release it
    EXPECT_FALSE(Lifecycle::mayBecome(S::Released, S::Running));
    EXPECT_TRUE(Lifecycle::mayBecome(S::Unknown, S::Running)); // a newer platform's state may pass
}

TEST(Vocabulary, EveryKnownValueRoundTripsItsWireText)
{
    for (const char *text :
         {"creating", "starting", "running", "stopping", "stopped", "releasing", "released", "failed"}) {
        const auto state = WireEnum<InstanceState>::fromWire(QString::fromLatin1(text));
        EXPECT_TRUE(state.isKnown()) << text;
        EXPECT_EQ(state.wire(), QString::fromLatin1(text));
    }
    for (const char *text : {"user", "insufficient_balance", "spend_limit", "max_run_time", "scheduled",
                             "package_expired", "boot_timeout", "runtime_error", "startup_script"})
        EXPECT_TRUE(WireEnum<StateReason>::fromWire(QString::fromLatin1(text)).isKnown()) << text;
    EXPECT_EQ(fromWireText<InstanceMode>(u"no_gpu"), InstanceMode::NoGpu);
    EXPECT_EQ(fromWireText<BillingMode>(u"package_weekly"), BillingMode::PackageWeekly);
    EXPECT_EQ(wireText(BillingMode::OnDemand), u"on_demand"_s);
    EXPECT_EQ(wireText(InstanceState::Unknown), QString());
}

TEST(Vocabulary, AValueTheClientDoesNotKnowIsUnknownAndKeepsItsText)
{
    // Another platform's (or a newer sandbox's) words: decoded, shown as said, sent back as said.
    Instance known;
    known.id = u"7"_s;
    known.createdAt = QDateTime(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());
    known.meter.since = known.createdAt;
    QJsonObject json = Codecs::encode(known);
    json.insert(u"state"_s, u"hibernating"_s);
    json.insert(u"state_reason"_s, u"maintenance"_s);
    json.insert(u"mode"_s, u"cpu_only"_s);
    json.insert(u"billing_mode"_s, u"spot"_s);
    const auto decoded = Codecs::decode<Instance>(json);
    ASSERT_TRUE(decoded.ok()) << decoded.error().message.toStdString();
    const Instance &i = decoded.value();
    EXPECT_EQ(i.state, InstanceState::Unknown);
    EXPECT_FALSE(i.state.isKnown());
    EXPECT_EQ(i.state.wire(), u"hibernating"_s);
    EXPECT_EQ(i.stateReason.wire(), u"maintenance"_s);
    EXPECT_EQ(i.mode, InstanceMode::Unknown);
    EXPECT_EQ(i.billingMode.wire(), u"spot"_s);
    EXPECT_FALSE(i.inTransition());
    const QJsonObject again = Codecs::encode(i);
    EXPECT_EQ(again.value(u"state"_s).toString(), u"hibernating"_s);
    EXPECT_EQ(again.value(u"billing_mode"_s).toString(), u"spot"_s);
    // Two unknown states are the same only when their words are.
    EXPECT_NE(WireEnum<InstanceState>::fromWire(u"hibernating"_s), WireEnum<InstanceState>::fromWire(u"asleep"_s));
    EXPECT_EQ(WireEnum<InstanceState>::fromWire(u"running"_s), WireEnum<InstanceState>(InstanceState::Running));

    // What this client sends is only ever a value it knows: a spec with a mode it cannot name is refused.
    const auto spec = Codecs::decode<InstanceSpec>(QJsonObject{{u"name"_s, u"n"_s},
                                                               {u"region"_s, u"r"_s},
                                                               {u"gpu_type"_s, u"g"_s},
                                                               {u"image"_s, u"i"_s},
                                                               {u"billing_mode"_s, u"spot"_s}});
    EXPECT_FALSE(spec.ok());
}
