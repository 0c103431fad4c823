// The seed's habits in the console: "confirm it is you" asked once before money moves, and the
// warnings before a voucher expires or an unverified account's boot limit stops a boot, in the
// create wizard and from the guards, in English and in Chinese.
#include "common/translations.h"
#include "core/api/accountfacets.h"
#include "core/console/consoleservices.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/scriptedhttpserver.h"
#include "tests/ui/demopagetest.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/wizardsteps.h"
#include "ui/account/identityprompt.h"
#include "ui/account/webhookspage.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/invoicespanel.h"
#include "ui/billing/walletpanel.h"
#include "ui/create/createsummarypage.h"
#include "ui/doctor/doctorpage.h"
#include "ui/widgets/listmodel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class SeedHabits : public DemoPageTest
{
protected:
    /// The prompt as the console's dialogs show it (DialogConfirmer::askSecret), for the picture.
    static void pictureOfThePrompt(QWidget &over, const QString &name)
    {
        QInputDialog prompt(&over);
        prompt.setWindowTitle(IdentityPrompt::title());
        prompt.setLabelText(IdentityPrompt::label());
        prompt.setTextEchoMode(QLineEdit::Password);
        prompt.setTextValue(u"••••••••"_s);
        prompt.show();
        EXPECT_TRUE(saveScreenshot(prompt, name));
    }
    /// Every cell of the page's tables, a row a line.
    static QString labelsOfTable(QWidget &page)
    {
        QStringList rows;
        for (const QTableWidget *table : page.findChildren<QTableWidget *>()) {
            for (int row = 0; row < table->rowCount(); ++row) {
                QStringList cells;
                for (int column = 0; column < table->columnCount(); ++column)
                    cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
                rows << cells.join(u" | "_s);
            }
        }
        return rows.join(u'\n');
    }
    static QString labelsOf(QWidget *page)
    {
        QStringList texts;
        for (const QLabel *label : page->findChildren<QLabel *>())
            texts << label->text();
        return texts.join(u'\n');
    }
};

} // namespace

TEST_F(SeedHabits, MoneyAsksForThePasswordOnceAndGoesOnAndAWrongOneIsSaid)
{
    BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
    page.resize(1100, 760);
    page.show();
    WalletPanel *wallet = page.wallet();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->balanceLabel()->text() == u"¥100.00"_s; }, 10000));

    // Right after the login nothing is asked.
    wallet->rechargeAmount()->setText(u"5"_s);
    wallet->rechargeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().contains(u"Added ¥5.00"_s); }, 10000))
        << wallet->message()->text().toStdString();
    EXPECT_TRUE(m_confirmer.asked.isEmpty());

    // Eleven minutes on, the platform wants the password: asked once, then the recharge goes on.
    m_demo.advance(11 * 60);
    m_confirmer.texts = {u"sandbox-demo"_s};
    wallet->rechargeAmount()->setText(u"20"_s);
    wallet->rechargeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().contains(u"Added ¥20.00"_s); }, 10000))
        << wallet->message()->text().toStdString();
    EXPECT_EQ(m_confirmer.asked, QStringList{IdentityPrompt::label()});
    // Confirmed, it is not asked again for ten minutes.
    wallet->rechargeAmount()->setText(u"1"_s);
    wallet->rechargeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().contains(u"Added ¥1.00"_s); }, 10000));
    EXPECT_EQ(m_confirmer.asked.size(), 1);

    // A wrong password adds nothing and says why; cancelling adds nothing either.
    m_demo.advance(11 * 60);
    m_confirmer.texts = {u"not-the-password"_s};
    wallet->rechargeAmount()->setText(u"30"_s);
    wallet->rechargeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().startsWith(u"No money was added"_s); }, 10000))
        << wallet->message()->text().toStdString();
    EXPECT_TRUE(wallet->message()->text().contains(u"password"_s)) << wallet->message()->text().toStdString();
    wallet->rechargeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return wallet->message()->text().contains(u"confirm it is you"_s); }, 10000))
        << wallet->message()->text().toStdString();
    EXPECT_EQ(m_demo.http().get(u"/v1/billing"_s).json[u"balance_cents"_s].toInt(), 12600);

    pictureOfThePrompt(page, u"reconfirm-prompt-en"_s);
    Translations::install(QLocale(QLocale::Chinese, QLocale::China));
    const QString chinese = IdentityPrompt::label();
    pictureOfThePrompt(page, u"reconfirm-prompt-zh_CN"_s);
    Translations::install(QLocale(QLocale::English));
    EXPECT_TRUE(chinese.contains(u"密码"_s)) << chinese.toStdString();
}

TEST_F(SeedHabits, AnUnverifiedAccountIsToldWhenItsBootStopsAndWhichVoucherPaysAndTheGuardsWarnBeforeBoth)
{
    // A new account: unverified (boots of 4 h at most) with the welcome voucher for the small cards.
    const QString phone = u"13600000071"_s;
    accountOn(m_demo.url(), phone, 5000, false);
    Console &console = m_demo.console();
    console.session().logOut();
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.session().state() == Session::State::LoggedOut; }, 10000));
    console.session().logIn(phone, u"gpu-Rent-2026"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.isLoaded(); }, 10000));

    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        Translations::install(QLocale(language));
        CreateWizard wizard(console.platform(), {});
        wizard.resize(1000, 760);
        wizard.show();
        wizard.load();
        ASSERT_TRUE(loaded(wizard));
        wizard.draft().spec.region = u"cn-north-1"_s;
        wizard.draft().spec.gpuType = u"t4-16g"_s;
        wizard.draft().spec.image = u"ubuntu-22.04"_s;
        wizard.draft().spec.name = u"first-run"_s;
        wizard.draft().spec.startMode = InstanceMode::Gpu;
        while (wizard.currentId() != CreateWizard::SummaryPage)
            wizard.next();
        const QString text = labelsOf(wizard.currentPage());
        EXPECT_TRUE(saveScreenshot(wizard, u"create-summary-voucher-bootlimit-"_s + language));
        Translations::install(QLocale(QLocale::English));
        if (language == u"en"_s) {
            EXPECT_TRUE(text.contains(u"your voucher (¥10.00 left, until"_s)) << text.toStdString();
            EXPECT_TRUE(text.contains(u"The platform stops this boot at"_s)) << text.toStdString();
            EXPECT_TRUE(text.contains(u"4 hours at most"_s)) << text.toStdString();
        } else {
            EXPECT_TRUE(text.contains(u"代金券"_s)) << text.toStdString();
            EXPECT_TRUE(text.contains(u"实名认证"_s)) << text.toStdString();
        }
    }

    // Running, the guards warn 30 minutes before the boot limit stops it.
    ConsoleServices services(console, {});
    RecordingNotifier notifier;
    DoctorPage page(console, services.doctor(), nullptr, nullptr, services.budgetGuards(), notifier);
    page.resize(1280, 900);
    page.show();
    HttpClient c = m_demo.http();
    const auto made = c.post(u"/v1/instances"_s,
                             {{u"name"_s, u"first-run"_s},
                              {u"region"_s, u"cn-north-1"_s},
                              {u"gpu_type"_s, u"t4-16g"_s},
                              {u"image"_s, u"ubuntu-22.04"_s},
                              {u"start_mode"_s, u"gpu"_s}});
    ASSERT_EQ(made.status, 202) << made.body.toStdString();
    const QString id = made.json.value(u"id"_s).toString();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = console.instance(id);
            return i && i->state == InstanceState::Running;
        },
        10000));
    m_demo.advance(3 * 3600 + 35 * 60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return notifier.shown.join(u'\n').contains(u"boot limit soon"_s); }, 10000))
        << notifier.shown.join(u'\n').toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"doctor-guards-bootlimit-en"_s));

    // The boot ends at 4 h; 27 days on, the voucher has three days left, and the guards say so with
    // what it pays for.
    m_demo.advance(30 * 60);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = console.instance(id);
            return i && i->state == InstanceState::Stopped;
        },
        10000));
    m_demo.advance(27 * 86400 - 4 * 3600 + 3600);
    // Days unused end the console's session (it says so); logged in again, the guards watch on.
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.session().state() == Session::State::LoggedOut; }, 10000));
    const QString notWatching = labelsOfTable(page);
    EXPECT_TRUE(notWatching.contains(u"not watching"_s)) << notWatching.toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"doctor-guards-logged-out-en"_s));
    {
        Translations::install(QLocale(QLocale::Chinese, QLocale::China));
        DoctorPage loggedOut(console, services.doctor(), nullptr, nullptr, services.budgetGuards(), notifier);
        loggedOut.resize(1280, 900);
        loggedOut.show();
        const QString rows = labelsOfTable(loggedOut);
        EXPECT_TRUE(saveScreenshot(loggedOut, u"doctor-guards-logged-out-zh_CN"_s));
        Translations::install(QLocale(QLocale::English));
        EXPECT_TRUE(rows.contains(u"未在监控"_s)) << rows.toStdString();
    }
    console.session().logIn(phone, u"gpu-Rent-2026"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.session().state() == Session::State::LoggedIn; }, 10000));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return notifier.shown.join(u'\n').contains(u"A voucher expires soon"_s); }, 10000))
        << notifier.shown.join(u'\n').toStdString();
    const QString said = notifier.shown.filter(u"A voucher expires soon"_s).value(0);
    EXPECT_TRUE(said.contains(u"of voucher credit is left"_s)) << said.toStdString();
    EXPECT_TRUE(said.contains(u"It pays for"_s) && said.contains(u"T4"_s)) << said.toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"doctor-guards-voucher-en"_s));
    // The same guards in Chinese, said afresh (a warning keeps the words it was said in).
    Translations::install(QLocale(QLocale::Chinese, QLocale::China));
    BudgetGuards guardsInChinese;
    RecordingNotifier chineseNotifier;
    DoctorPage chinese(console, services.doctor(), nullptr, nullptr, guardsInChinese, chineseNotifier);
    chinese.resize(1280, 900);
    chinese.show();
    const bool saidInChinese
        = QTest::qWaitFor([&] { return chineseNotifier.shown.join(u'\n').contains(u"代金券"_s); }, 10000);
    EXPECT_TRUE(saveScreenshot(chinese, u"doctor-guards-voucher-zh_CN"_s));
    Translations::install(QLocale(QLocale::English));
    EXPECT_TRUE(saidInChinese) << chineseNotifier.shown.join(u'\n').toStdString();
}

TEST_F(SeedHabits, AnInvoiceIsAskedForOnTheBillingPageAndListedUntilIssued)
{
    HttpClient c = m_demo.http();
    ASSERT_EQ(c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 8800}}).status, 201);
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        Translations::install(QLocale(language));
        BillingPage page(m_demo.console(), BillingSources::of(m_demo.console().platform()), m_confirmer);
        page.resize(1100, 760);
        page.show();
        InvoicesPanel *invoices = page.invoices();
        ASSERT_TRUE(invoices);
        QSignalSpy shown(invoices, &InvoicesPanel::shown);
        page.tabs()->setCurrentWidget(invoices);
        ASSERT_TRUE(shown.wait(10000));
        if (language == u"en"_s) {
            // This month's payments (the demo's first ¥100 and these ¥88); a title is needed first, said beside the
            // form.
            invoices->month()->setCurrentIndex(0);
            invoices->requestButton()->click();
            EXPECT_TRUE(invoices->message()->text().contains(u"made out to"_s))
                << invoices->message()->text().toStdString();
            invoices->invoiceTitle()->setText(u"Zhang San"_s);
            invoices->requestButton()->click();
            ASSERT_TRUE(shown.wait(10000)) << invoices->message()->text().toStdString();
            EXPECT_TRUE(invoices->message()->text().contains(u"an invoice of ¥188.00"_s))
                << invoices->message()->text().toStdString();
            EXPECT_EQ(invoices->email()->text(), u"demo@sandbox.gpudesk.invalid"_s); // the account's, offered
            ASSERT_EQ(invoices->rows().rowCount(), 1);
            EXPECT_TRUE(invoices->rows().text(0, 3).startsWith(u"requested"_s));
            // Nothing left to invoice this month: said in words.
            invoices->requestButton()->click();
            ASSERT_TRUE(
                QTest::qWaitFor([&] { return invoices->message()->text().contains(u"left to invoice"_s); }, 10000))
                << invoices->message()->text().toStdString();
            m_demo.advance(600);
            invoices->reload();
            ASSERT_TRUE(shown.wait(10000));
            EXPECT_TRUE(invoices->rows().text(0, 3).startsWith(u"issued"_s));
            EXPECT_TRUE(invoices->rows().text(0, 4).startsWith(u"GD"_s));
        }
        EXPECT_TRUE(saveScreenshot(page, u"billing-invoices-"_s + language));
        Translations::install(QLocale(QLocale::English));
    }
}

TEST_F(SeedHabits, APhoneAlertIsAddedWithItsSecretShownOnceAndATestArrives)
{
    ScriptedHttpServer bot({ScriptedHttpServer::json(200, R"({"code":0})")});
    auto *hooks = m_demo.console().platform().facet<AccountWebhooks>();
    ASSERT_TRUE(hooks);
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        Translations::install(QLocale(language));
        WebhooksPage page(m_demo.console(), *hooks, m_demo.console().platform().facet<WebhookDeliveries>(),
                          m_confirmer);
        page.resize(1100, 860);
        page.show();
        QSignalSpy listed(&page, &WebhooksPage::listed);
        ASSERT_TRUE(listed.wait(10000));
        if (language == u"en"_s) {
            // Plain http goes only to this computer: a bot's address elsewhere is https.
            page.urlField()->setText(u"http://open.feishu.cn/open-apis/bot/v2/hook/x"_s);
            page.addButton()->click();
            ASSERT_TRUE(QTest::qWaitFor([&] { return page.message()->text().contains(u"https"_s); }, 10000))
                << page.message()->text().toStdString();
            page.urlField()->setText(bot.url().toString() + u"/hook"_s);
            page.formatBox()->setCurrentIndex(page.formatBox()->findData(u"feishu"_s));
            EXPECT_EQ(page.balanceBelowField()->text(), u"10.00"_s);
            page.balanceBelowField()->setText(u"lots"_s);
            page.addButton()->click();
            EXPECT_TRUE(page.message()->text().contains(u"not an amount"_s)) << page.message()->text().toStdString();
            page.balanceBelowField()->setText(u"5"_s);
            page.addButton()->click();
            ASSERT_TRUE(QTest::qWaitFor([&] { return page.rows().rowCount() == 1; }, 10000))
                << page.message()->text().toStdString();
            EXPECT_TRUE(page.secretField()->text().startsWith(u"whsec_"_s));
            EXPECT_EQ(m_demo.http().get(u"/v1/webhooks"_s).json[u"items"_s][0][u"balance_below_cents"_s].toInt(), 500);
            page.table()->selectRow(0);
            page.testButton()->click();
            ASSERT_TRUE(QTest::qWaitFor([&] { return !bot.requests.isEmpty(); }, 10000));
            EXPECT_TRUE(bot.requests.first().contains(R"("msg_type":"text")")) << bot.requests.first().toStdString();
            EXPECT_TRUE(bot.requests.first().contains("X-Gpudesk-Signature: t="));
            ASSERT_TRUE(QTest::qWaitFor(
                [&] {
                    page.reload();
                    return listed.wait(2000) && page.deliveryRows().rowCount() == 1
                        && page.deliveryRows().text(0, 2) == u"arrived"_s;
                },
                10000));
        } else {
            page.table()->selectRow(0);
            ASSERT_TRUE(listed.wait(10000));
        }
        EXPECT_TRUE(saveScreenshot(page, u"phone-alerts-"_s + language));
        Translations::install(QLocale(QLocale::English));
    }
}
