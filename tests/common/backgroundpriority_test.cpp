#include "common/backgroundpriority.h"

#include <QThread>

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <unistd.h>

namespace {

int niceOfThisThread()
{
    return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()));
}

} // namespace

TEST(BackgroundPriority, LowersOnlyTheThreadThatAsksAndOnlyOnce)
{
    const int mine = niceOfThisThread();
    int lowered = -100, again = -100;
    QThread *worker = QThread::create([&] {
        const int before = niceOfThisThread();
        BackgroundPriority::lowerThisThread();
        lowered = niceOfThisThread() - before;
        BackgroundPriority::lowerThisThread(); // a second call does nothing
        again = niceOfThisThread() - before;
    });
    worker->start();
    ASSERT_TRUE(worker->wait(10000));
    delete worker;
    // Below the caller's priority (a nice of 10 more, or as far as the limit lets it: 19).
    EXPECT_EQ(lowered, std::min(10, 19 - mine));
    EXPECT_EQ(again, lowered);
    EXPECT_EQ(niceOfThisThread(), mine); // the caller's own is untouched
}
