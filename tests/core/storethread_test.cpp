#include "core/store/storethread.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <atomic>

using namespace Qt::StringLiterals;

TEST(StoreThreadTest, WorkRunsInOrderOffTheCallersThreadAndAnswersComeBackHere)
{
    QTemporaryDir dir;
    StoreThread store(dir.path() + u"/gpudesk.db"_s);
    QSignalSpy opened(&store, &StoreThread::opened);
    QList<int> order;
    QThread *ranOn = nullptr;
    for (int k = 0; k < 5; ++k)
        store.post([&order, &ranOn, k] {
            order << k;
            ranOn = QThread::currentThread();
        });
    std::optional<int> answer;
    QThread *answeredOn = nullptr;
    QObject context;
    store.ask<int>([&order] { return int(order.size()); }, &context,
                   [&](int n) {
                       answer = n;
                       answeredOn = QThread::currentThread();
                   });
    ASSERT_TRUE(QTest::qWaitFor([&] { return answer.has_value(); }, 10000));
    EXPECT_EQ(*answer, 5); // everything posted before it had run
    EXPECT_EQ(order, QList<int>({0, 1, 2, 3, 4}));
    EXPECT_NE(ranOn, QThread::currentThread());
    EXPECT_EQ(answeredOn, QThread::currentThread());
    EXPECT_TRUE(opened.count() == 1 || opened.wait(10000));
}

TEST(StoreThreadTest, AnAnswerForAContextThatIsGoneIsDropped)
{
    QTemporaryDir dir;
    StoreThread store(dir.path() + u"/gpudesk.db"_s);
    bool called = false;
    auto context = std::make_unique<QObject>();
    std::atomic<bool> release{false};
    store.post([&release] {
        while (!release.load()) // holds the thread until the context is gone
            QThread::yieldCurrentThread();
    });
    store.ask<int>([] { return 1; }, context.get(), [&called](int) { called = true; });
    context.reset();
    release = true;
    // A second question answered means the first one's answer came back before it.
    bool after = false;
    QObject alive;
    store.ask<int>([] { return 2; }, &alive, [&after](int) { after = true; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return after; }, 10000));
    EXPECT_FALSE(called);
}

TEST(StoreThreadTest, ClosingRunsWhatWasPostedAndAWorkerCanWaitForAnAnswer)
{
    QTemporaryDir dir;
    int ran = 0;
    int fromWorker = 0;
    {
        StoreThread store(dir.path() + u"/gpudesk.db"_s);
        std::unique_ptr<QThread> worker(QThread::create([&] { store.call([&] { fromWorker = 42; }); }));
        worker->start();
        ASSERT_TRUE(worker->wait(10000));
        EXPECT_EQ(fromWorker, 42);
        for (int k = 0; k < 100; ++k)
            store.post([&ran] { ++ran; });
    }
    EXPECT_EQ(ran, 100);
}

TEST(StoreThreadTest, AFileThatCannotBeOpenedIsSaidAndWorkStillRuns)
{
    QTemporaryDir dir;
    QFile blocker(dir.path() + u"/blocker"_s); // a file where the store wants a directory
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    StoreThread blocked(dir.path() + u"/blocker/gpudesk.db"_s);
    QSignalSpy failed(&blocked, &StoreThread::failed);
    ASSERT_TRUE(failed.wait(10000));
    EXPECT_FALSE(failed.first().at(0).toString().isEmpty());
    blocked.record({}); // nothing to write to: dropped, without a crash
    bool answered = false;
    QObject context;
    blocked.ask<bool>([] { return true; }, &context, [&answered](bool) { answered = true; });
    EXPECT_TRUE(QTest::qWaitFor([&] { return answered; }, 10000));
}
