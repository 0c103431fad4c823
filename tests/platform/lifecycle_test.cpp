// The platform's instance vocabulary: every state, mode, reason and meter kind reads back as the
// contract writes it, and the one table says what each state allows and bills.
#include "platform/model/lifecycle.h"
#include "platform/model/verification.h"

#include <QStringList>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(PlatformLifecycle, EveryWireNameReadsBackAndAnUnknownOneDoesNot)
{
    const QStringList states{u"creating"_s, u"starting"_s,  u"running"_s,  u"stopping"_s,
                             u"stopped"_s,  u"releasing"_s, u"released"_s, u"failed"_s};
    for (const QString &s : states) {
        const auto state = Lifecycle::parseState(s);
        ASSERT_TRUE(state) << s.toStdString();
        EXPECT_EQ(Lifecycle::wire(*state), s);
    }
    for (const QString &r :
         {u"user"_s, u"insufficient_balance"_s, u"spend_limit"_s, u"max_run_time"_s, u"scheduled"_s,
          u"package_expired"_s, u"boot_timeout"_s, u"runtime_error"_s, u"startup_script"_s, u"idle"_s})
        EXPECT_EQ(Lifecycle::wire(*Lifecycle::parseReason(r)), r);
    for (const QString &m : {u"gpu"_s, u"no_gpu"_s})
        EXPECT_EQ(Lifecycle::wire(*Lifecycle::parseMode(m)), m);
    for (const QString &k : {QString(), u"compute"_s, u"no_gpu"_s, u"storage"_s, u"package"_s})
        EXPECT_EQ(Lifecycle::wire(*Lifecycle::parseMeterKind(k)), k);
    EXPECT_EQ(Lifecycle::parseMeterKind(QString()), MeterKind::None);
    EXPECT_FALSE(Lifecycle::parseState(u"Running"_s));
    EXPECT_FALSE(Lifecycle::parseMode(u"cpu"_s));
    EXPECT_FALSE(Lifecycle::parseReason(u""_s));
}

TEST(PlatformLifecycle, WhatEachStateAllowsAndBills)
{
    using S = InstanceState;
    EXPECT_TRUE(Lifecycle::canStart(S::Stopped) && Lifecycle::canStart(S::Failed));
    EXPECT_FALSE(Lifecycle::canStart(S::Running) || Lifecycle::canStart(S::Stopping)
                 || Lifecycle::canStart(S::Creating));
    EXPECT_TRUE(Lifecycle::canStop(S::Running) && Lifecycle::canStop(S::Starting));
    EXPECT_FALSE(Lifecycle::canStop(S::Stopped) || Lifecycle::canStop(S::Creating));
    EXPECT_TRUE(Lifecycle::canRelease(S::Running) && Lifecycle::canRelease(S::Stopped)
                && Lifecycle::canRelease(S::Failed));
    EXPECT_FALSE(Lifecycle::canRelease(S::Releasing) || Lifecycle::canRelease(S::Starting));
    EXPECT_TRUE(Lifecycle::canSaveImage(S::Stopped));
    EXPECT_FALSE(Lifecycle::canSaveImage(S::Running));
    // Cards are held from creation to the end of a stop; a machine is there while it boots or runs.
    for (S s : {S::Creating, S::Starting, S::Running, S::Stopping})
        EXPECT_TRUE(Lifecycle::holdsCards(s));
    for (S s : {S::Stopped, S::Releasing, S::Released, S::Failed})
        EXPECT_FALSE(Lifecycle::holdsCards(s));
    EXPECT_TRUE(Lifecycle::isUp(S::Starting) && Lifecycle::isUp(S::Running));
    EXPECT_FALSE(Lifecycle::isUp(S::Stopping) || Lifecycle::isUp(S::Creating));
    // Ports are an instance's own from its creation until it stops.
    for (S s : {S::Creating, S::Starting, S::Running})
        EXPECT_TRUE(Lifecycle::holdsPorts(s));
    for (S s : {S::Stopping, S::Stopped, S::Releasing, S::Released, S::Failed})
        EXPECT_FALSE(Lifecycle::holdsPorts(s));
    // What the database is asked is what the table says.
    EXPECT_EQ(Lifecycle::sqlStates(&Lifecycle::holdsCards), u"('creating', 'starting', 'running', 'stopping')"_s);
    EXPECT_EQ(Lifecycle::sqlStates(&Lifecycle::holdsPorts), u"('creating', 'starting', 'running')"_s);
    // Running bills the card (or the no-GPU rate), stopped bills the disks, a package prepaid both.
    EXPECT_EQ(Lifecycle::accrues(S::Running, InstanceMode::Gpu, false), MeterKind::Compute);
    EXPECT_EQ(Lifecycle::accrues(S::Running, InstanceMode::NoGpu, false), MeterKind::NoGpu);
    EXPECT_EQ(Lifecycle::accrues(S::Running, InstanceMode::Gpu, true), MeterKind::Package);
    EXPECT_EQ(Lifecycle::accrues(S::Stopped, InstanceMode::Gpu, false), MeterKind::Storage);
    EXPECT_EQ(Lifecycle::accrues(S::Stopped, InstanceMode::Gpu, true), MeterKind::Package);
    for (S s : {S::Creating, S::Starting, S::Stopping, S::Releasing, S::Released, S::Failed})
        EXPECT_EQ(Lifecycle::accrues(s, InstanceMode::Gpu, false), MeterKind::None);
    EXPECT_TRUE(Lifecycle::isBootMeter(MeterKind::Compute) && Lifecycle::isBootMeter(MeterKind::Package));
    EXPECT_FALSE(Lifecycle::isBootMeter(MeterKind::Storage) || Lifecycle::isBootMeter(MeterKind::None));
}

TEST(PlatformVerification, EveryStateReadsBackAsTheContractWritesIt)
{
    for (const QString &word : {u"none"_s, u"pending"_s, u"approved"_s, u"rejected"_s}) {
        const auto state = Verifications::parse(word);
        ASSERT_TRUE(state) << word.toStdString();
        EXPECT_EQ(Verifications::wire(*state), word);
    }
    EXPECT_FALSE(Verifications::parse(u"Approved"_s));
    EXPECT_FALSE(Verifications::parse(QString()));
}
