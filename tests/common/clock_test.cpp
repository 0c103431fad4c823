#include "common/clock.h"

#include <gtest/gtest.h>

TEST(Clock, ManualClockMovesOnlyWhenTold)
{
    ManualClock clock(1'000'000);
    EXPECT_EQ(clock.nowMs(), 1'000'000);
    clock.advanceSeconds(90);
    EXPECT_EQ(clock.nowMs(), 1'090'000);
    EXPECT_EQ(clock.nowSeconds(), 1090);
    clock.setNowMs(-1);
    EXPECT_EQ(clock.nowSeconds(), -1); // floors, does not truncate towards 1970
}

TEST(Clock, NowIsUtc)
{
    ManualClock clock(QDateTime(QDate(2026, 11, 30), QTime(1, 26, 38), Qt::UTC));
    EXPECT_EQ(clock.now().timeSpec(), Qt::UTC);
    EXPECT_EQ(clock.now().toString(Qt::ISODate), QStringLiteral("2026-11-30T01:26:38Z"));
}

TEST(Clock, ScaledClockRunsFasterFromItsAnchor)
{
    ManualClock base(5'000);
    ScaledClock platform(base, 1'000'000'000, 60.0);
    EXPECT_EQ(platform.nowMs(), 1'000'000'000);
    base.advanceMs(1'000); // one real second is a platform minute
    EXPECT_EQ(platform.nowMs(), 1'000'060'000);
    platform.reanchor(2'000'000'000);
    EXPECT_EQ(platform.nowMs(), 2'000'000'000);
    base.advanceMs(500);
    EXPECT_EQ(platform.nowMs(), 2'000'030'000);
}

TEST(Clock, ScaledClockAtFractionalScale)
{
    ManualClock base(0);
    ScaledClock slow(base, 0, 0.5);
    base.advanceMs(3);
    EXPECT_EQ(slow.nowMs(), 1); // floor(1.5)
}

TEST(Clock, SystemAndMonotonicClocksAdvance)
{
    SystemClock system;
    const auto before = QDateTime::currentMSecsSinceEpoch();
    EXPECT_GE(system.nowMs(), before);
    MonotonicClock mono(100);
    EXPECT_GE(mono.nowMs(), 100);
}
