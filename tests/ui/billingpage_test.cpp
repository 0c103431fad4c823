// The Billing page against the sandbox's demo account: money in, the seed's spend-limit
// advice from the user's own usage, a limit set on the page that stops an instance on the manual
// clock, the ledger filtered and its month saved as a CSV that adds up to the platform's total,
// and spending per day as a chart — in English and in Chinese, at 100% and 200%.
#include "common/translations.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxclock.h"
#include "tests/ui/demopagetest.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/tablecells.h"
#include "ui/billing/advisorpanel.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/billing/usagepanel.h"
#include "ui/billing/walletpanel.h"

#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// Chooses a filter of the ledger and waits for the page it asks for.
void filter(LedgerPanel *ledger, QComboBox *box, const QVariant &data)
{
    QSignalSpy shown(ledger, &LedgerPanel::pageShown);
    choose(box, data);
    ASSERT_TRUE(shown.wait(10000));
}

} // namespace

class BillingPageTest : public DemoPageTest
{
protected:
    /// A running RTX 4090 (¥2.18/h) on the demo account; its id.
    QString runOne(const QString &name)
    {
        HttpClient c = m_demo.http();
        const auto r = c.post(u"/v1/instances"_s,
                              {{u"name"_s, name},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-4090-24g"_s},
                               {u"image"_s, u"ubuntu-22.04"_s}});
        EXPECT_EQ(r.status, 202) << r.body.toStdString();
        m_demo.advance(1);
        return r.json.value(u"id"_s).toString();
    }
    QString stateOf(const QString &id)
    {
        return m_demo.http().get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString();
    }
};

TEST_F(BillingPageTest, MoneyInTheSeedsAdviceAndALimitSetHereStopsTheInstance)
{
    leaveTheBillingEvening(m_demo.url()); // the daily limit counts today's spend
    BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
    page.resize(1100, 760);
    page.show();
    WalletPanel *wallet = page.wallet();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->balanceLabel()->text() == u"¥100.00"_s; }, 10000))
        << wallet->balanceLabel()->text().toStdString();
    EXPECT_TRUE(wallet->runwayLabel()->text().contains(u"Nothing is costing"_s));

    // A bad amount is said beside the field; nothing is sent.
    wallet->rechargeAmount()->setText(u"fifty"_s);
    wallet->rechargeButton()->click();
    EXPECT_TRUE(wallet->message()->text().contains(u"not an amount"_s)) << wallet->message()->text().toStdString();
    wallet->rechargeAmount()->setText(u"50"_s);
    // The evening is hours after the login: money in asks for the password first, once.
    m_confirmer.texts = {u"sandbox-demo"_s};
    wallet->rechargeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().contains(u"Added ¥50.00"_s); }, 10000))
        << wallet->message()->text().toStdString();
    EXPECT_TRUE(wallet->message()->text().contains(u"¥150.00"_s));
    EXPECT_TRUE(QTest::qWaitFor([&] { return wallet->balanceLabel()->text() == u"¥150.00"_s; }, 10000));

    // Two hours of a 4090 are the user's own history: one experiment of ¥4.36.
    const QString id = runOne(u"lora"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf(id) == u"running"_s; }, 10000));
    m_demo.advance(7200);
    page.reload();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->suggestionLabel()->text().contains(u"largest"_s); }, 10000))
        << wallet->suggestionLabel()->text().toStdString();
    EXPECT_EQ(wallet->experimentBudget()->text(), u"4.36"_s);
    // ¥4.36 × 1.5 = ¥6.54 → ¥7 a boot and a day.
    EXPECT_TRUE(wallet->suggestionLabel()->text().contains(u"Suggested: ¥7.00 a day, ¥7.00 a boot."_s))
        << wallet->suggestionLabel()->text().toStdString();
    wallet->useSuggestionButton()->click();
    EXPECT_TRUE(wallet->dailyLimitOn()->isChecked());
    EXPECT_EQ(wallet->perBootLimit()->text(), u"7.00"_s);
    EXPECT_TRUE(saveScreenshot(page, u"billing-wallet"_s));
    wallet->saveLimitsButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().startsWith(u"Saved:"_s); }, 10000))
        << wallet->message()->text().toStdString();
    const QJsonObject limits = m_demo.http().get(u"/v1/account"_s).json[u"spend_limits"_s].toObject();
    EXPECT_EQ(limits[u"per_boot_cents"_s].toInt(), 700);

    // The limit does its work on the platform's clock: the boot stops at ¥7.00.
    m_demo.advance(3 * 3600);
    EXPECT_TRUE(QTest::qWaitFor([&] { return stateOf(id) == u"stopped"_s; }, 10000)) << stateOf(id).toStdString();
    const QJsonArray events = m_demo.http().get(u"/v1/instances/"_s + id + u"/events"_s).json[u"items"_s].toArray();
    EXPECT_TRUE(std::any_of(events.begin(), events.end(),
                            [](const QJsonValue &e) { return e[u"reason"_s].toString() == u"spend_limit"_s; }));

    // Turning a limit off is saved as "no limit".
    wallet->dailyLimitOn()->setChecked(false);
    wallet->perBootLimit()->setText(u"lots"_s);
    wallet->saveLimitsButton()->click();
    EXPECT_TRUE(wallet->message()->text().contains(u"not an amount"_s));
    wallet->perBootLimitOn()->setChecked(false);
    // Hours after the login, lifting limits asks who it is first: the password, once.
    m_confirmer.texts = {u"sandbox-demo"_s};
    wallet->saveLimitsButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().contains(u"no limit a day"_s); }, 10000))
        << wallet->message()->text().toStdString();
    EXPECT_TRUE(m_confirmer.texts.isEmpty());
}

TEST_F(BillingPageTest, TheLedgerFiltersAndTheMonthsStatementAddsUpToThePlatformsTotal)
{
    HttpClient c = m_demo.http();
    ASSERT_EQ(c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 2000}}).status, 201);
    const QString id = runOne(u"训练, \"大\""_s);
    m_demo.advance(3 * 3600);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s, QJsonObject()).status, 202);
    m_demo.advance(60);

    BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
    page.resize(1100, 760);
    page.show();
    page.tabs()->setCurrentWidget(page.ledger());
    LedgerPanel *ledger = page.ledger();
    const LedgerModel &table = ledger->lines();
    ASSERT_TRUE(QTest::qWaitFor([&] { return table.rowCount() >= 3; }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return ledger->instanceFilter()->findData(id) >= 0; }, 10000));
    // Names, not ids; kinds in words.
    bool named = false;
    for (int r = 0; r < table.rowCount(); ++r)
        named = named
            || (cell(table, r, 2) == u"训练, \"大\""_s
                && cell(table, r, 1) == u"GPU time · 1 × NVIDIA GeForce RTX 4090 24GB"_s); // and its card
    EXPECT_TRUE(named);
    EXPECT_TRUE(saveScreenshot(page, u"billing-ledger"_s));

    filter(ledger, ledger->kindFilter(), u"recharge"_s);
    ASSERT_EQ(table.rowCount(), 2); // the demo's play money and this test's
    for (int r = 0; r < table.rowCount(); ++r)
        EXPECT_EQ(cell(table, r, 1), u"Money added"_s);
    EXPECT_TRUE(ledger->totalLabel()->text().contains(u"-¥120.00"_s)) << ledger->totalLabel()->text().toStdString();
    filter(ledger, ledger->kindFilter(), QString());
    filter(ledger, ledger->instanceFilter(), id);
    ASSERT_GE(table.rowCount(), 1);
    for (int r = 0; r < table.rowCount(); ++r)
        EXPECT_EQ(cell(table, r, 2), u"训练, \"大\""_s);

    // The month's statement: saved where the user says, adding up to the platform's total.
    filter(ledger, ledger->instanceFilter(), QString());
    EXPECT_FALSE(ledger->exportButton()->isEnabled()); // "latest lines" is no month
    ASSERT_GE(ledger->monthFilter()->count(), 2);
    filter(ledger, ledger->monthFilter(), ledger->monthFilter()->itemData(1)); // this month
    ASSERT_TRUE(ledger->exportButton()->isEnabled());
    QTemporaryDir dir;
    m_confirmer.savePath = dir.path() + u"/statement.csv"_s;
    ledger->exportButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(*m_confirmer.savePath); }, 10000))
        << ledger->message()->text().toStdString();
    QFile csv(*m_confirmer.savePath);
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(csv.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
    qint64 sum = 0;
    for (const QString &row : rows.mid(1, rows.size() - 2))
        sum += qRound64(row.section(u',', -1).toDouble() * 100);
    EXPECT_EQ(qRound64(rows.last().section(u',', -1).toDouble() * 100), sum);
    const QString month = ledger->monthFilter()->currentData().toString();
    const QTimeZone zone("Asia/Shanghai");
    const QDateTime from(QDate::fromString(month + u"-01"_s, u"yyyy-MM-dd"_s), QTime(0, 0), zone);
    const QJsonObject platform = c.get(u"/v1/billing/ledger?limit=1&from="_s + from.toUTC().toString(Qt::ISODate)
                                       + u"&to="_s + from.addMonths(1).toUTC().toString(Qt::ISODate))
                                     .json;
    EXPECT_EQ(platform[u"total_cents"_s].toInteger(), sum);
    EXPECT_TRUE(ledger->message()->text().contains(u"as the platform counts it"_s))
        << ledger->message()->text().toStdString();
    // Cancelled: nothing written, nothing said.
    m_confirmer.savePath.reset();
    const QString said = ledger->message()->text();
    const qsizetype asked = m_confirmer.asked.size();
    ledger->exportButton()->click();
    // Where to save is asked once the statement is read (the button comes back with the answer).
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_confirmer.asked.size() > asked && ledger->exportButton()->isEnabled(); },
                                10000));
    EXPECT_EQ(ledger->message()->text(), said);
}

TEST_F(BillingPageTest, SpendingPerDayIsAChartAndThisMonthIsSetAgainstLast)
{
    const QString a = runOne(u"exp-a"_s);
    m_demo.advance(2 * 3600);
    BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
    page.resize(1100, 760);
    page.show();
    page.tabs()->setCurrentWidget(page.usage());
    UsagePanel *usage = page.usage();
    ASSERT_TRUE(QTest::qWaitFor([&] { return usage->comparison()->text().contains(u"This month so far"_s); }, 10000))
        << usage->comparison()->text().toStdString();
    EXPECT_GE(usage->thisMonth(), Money::fromCents(436));
    ASSERT_EQ(usage->chart()->series().size(), 1);
    auto *bars = qobject_cast<QStackedBarSeries *>(usage->chart()->series().first());
    ASSERT_TRUE(bars);
    EXPECT_EQ(bars->barSets().first()->label(), u"exp-a"_s);
    EXPECT_TRUE(saveScreenshot(page, u"billing-usage"_s));
    choose(usage->groupChoice(), u"gpu_type"_s);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            auto *s = qobject_cast<QStackedBarSeries *>(usage->chart()->series().value(0));
            return s && s->barSets().first()->label() == u"NVIDIA GeForce RTX 4090 24GB"_s;
        },
        10000));
}

TEST_F(BillingPageTest, LastWeekAgainstPackagesAndBuyingAgainstRenting)
{
    const QString id = runOne(u"long-run"_s);
    m_demo.advance(11 * 3600); // within the 12 hours a session lasts
    BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
    page.resize(1100, 760);
    page.show();
    page.tabs()->setCurrentWidget(page.advisors());
    AdvisorPanel *advisors = page.advisors();
    QSignalSpy shown(advisors, &AdvisorPanel::packagesShown);
    advisors->reload();
    ASSERT_TRUE(shown.wait(10000));
    ASSERT_EQ(advisors->packageVerdicts().size(), 1);
    const QString verdict = advisors->packageVerdicts().first();
    EXPECT_TRUE(verdict.startsWith(u"Last week: 11 hours of NVIDIA GeForce RTX 4090 24GB on "_s))
        << verdict.toStdString();
    EXPECT_TRUE(verdict.contains(u", ¥23.98 on demand."_s)) << verdict.toStdString();
    // The seed's example: rent.
    EXPECT_TRUE(advisors->buyVerdict()->text().startsWith(u"Rent"_s)) << advisors->buyVerdict()->text().toStdString();
    advisors->hoursPerYear()->setValue(8000);
    EXPECT_TRUE(advisors->buyVerdict()->text().startsWith(u"Buy"_s)) << advisors->buyVerdict()->text().toStdString();
    advisors->rigPrice()->setText(u"a lot"_s);
    EXPECT_TRUE(advisors->buyVerdict()->text().contains(u"not an amount"_s));
    advisors->rigPrice()->setText(u"12000"_s);
    advisors->hoursPerYear()->setValue(500);
    EXPECT_TRUE(saveScreenshot(page, u"billing-advisors"_s));
    Q_UNUSED(id);
}

TEST_F(BillingPageTest, SpeaksChinese)
{
    runOne(u"实验"_s);
    m_demo.advance(3600);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
        page.resize(1100, 760);
        page.show();
        EXPECT_EQ(page.title(), u"账单"_s);
        ASSERT_TRUE(QTest::qWaitFor([&] { return page.wallet()->balanceLabel()->text().startsWith(u"¥"_s); }, 10000));
        ASSERT_TRUE(QTest::qWaitFor([&] { return !page.wallet()->suggestionLabel()->text().isEmpty(); }, 10000));
        EXPECT_TRUE(saveScreenshot(page, u"billing-wallet-zh_CN"_s));
        page.tabs()->setCurrentWidget(page.ledger());
        ASSERT_TRUE(QTest::qWaitFor([&] { return page.ledger()->lines().rowCount() > 0; }, 10000));
        EXPECT_TRUE(saveScreenshot(page, u"billing-ledger-zh_CN"_s));
        page.tabs()->setCurrentWidget(page.usage());
        ASSERT_TRUE(QTest::qWaitFor([&] { return !page.usage()->chart()->series().isEmpty(); }, 10000));
        EXPECT_TRUE(saveScreenshot(page, u"billing-usage-zh_CN"_s));
        page.tabs()->setCurrentWidget(page.advisors());
        QSignalSpy advised(page.advisors(), &AdvisorPanel::packagesShown);
        page.advisors()->reload();
        ASSERT_TRUE(advised.wait(10000));
        EXPECT_TRUE(saveScreenshot(page, u"billing-advisors-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}
