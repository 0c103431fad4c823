// The ledger's lines as a model: consistent under QAbstractItemModelTester through a first page,
// "Show more" and new words; what each cell says (the kind and its card, the item by name, the
// time in the platform's zone, money in coloured).
#include "ui/billing/ledgermodel.h"

#include "common/currency.h"
#include "ui/widgets/messagestyle.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

LedgerLine line(const QString &id, const QString &kind, qint64 cents)
{
    LedgerLine l;
    l.id = id;
    l.kind = kind;
    l.amount = Money::fromCents(cents);
    l.periodStart = QDateTime(QDate(2026, 11, 30), QTime(16, 0), QTimeZone::utc());
    l.periodEnd = l.periodStart.addSecs(90 * 60);
    return l;
}

QString text(const LedgerModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

} // namespace

TEST(LedgerModel, StaysConsistentThroughPagesAndSaysEachLineInTheUsersWords)
{
    const Currency yuan;
    LedgerModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setWords({&yuan,
                    QTimeZone("Asia/Shanghai"),
                    [](const QString &card) { return card == u"rtx-4090-24g"_s ? u"RTX 4090"_s : card; },
                    {{u"i-1"_s, u"训练"_s}, {u"volume-v-1"_s, u"datasets"_s}}});

    LedgerLine gpu = line(u"l-1"_s, u"compute"_s, 654);
    gpu.instanceId = u"i-1"_s;
    gpu.gpuType = u"rtx-4090-24g"_s;
    gpu.gpuCount = 2;
    LedgerLine disk = line(u"l-2"_s, u"storage"_s, 12);
    disk.volumeId = u"v-1"_s;
    model.reset({gpu, disk});
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(text(model, 0, LedgerModel::What), u"GPU time · 2 × RTX 4090"_s);
    EXPECT_EQ(text(model, 0, LedgerModel::Item), u"训练"_s);
    EXPECT_EQ(text(model, 0, LedgerModel::When), u"2026-12-01 00:00 – 01:30"_s); // Shanghai's midnight
    EXPECT_EQ(text(model, 1, LedgerModel::Item), u"datasets"_s);
    EXPECT_EQ(text(model, 1, LedgerModel::What), u"Storage"_s);
    EXPECT_EQ(model.headerData(LedgerModel::Item, Qt::Horizontal).toString(), u"Instance or disk"_s);

    // "Show more": the next page after the lines shown; money added in the billing colour.
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.append({line(u"l-3"_s, u"recharge"_s, -12000)});
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(inserted.count(), 1);
    EXPECT_EQ(text(model, 2, LedgerModel::What), u"Money added"_s);
    EXPECT_EQ(model.index(2, LedgerModel::Amount).data(Qt::ForegroundRole).value<QColor>(),
              MessageStyle::billingColor());
    EXPECT_FALSE(model.index(0, LedgerModel::Amount).data(Qt::ForegroundRole).isValid());
    EXPECT_EQ(text(model, 2, LedgerModel::Amount), yuan.format(Money::fromCents(-12000)));

    // The names read later: the rows shown say them.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setWords({&yuan, QTimeZone::utc(), {}, {{u"i-1"_s, u"finetune"_s}}});
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(text(model, 0, LedgerModel::Item), u"finetune"_s);
    EXPECT_EQ(text(model, 0, LedgerModel::What), u"GPU time · 2 × rtx-4090-24g"_s); // no names: the id
    EXPECT_EQ(text(model, 1, LedgerModel::Item), u"volume v-1"_s);

    // A new filter's first page replaces them.
    model.reset({});
    EXPECT_EQ(model.rowCount(), 0);
}
