#include "ui/account/webhookspage.h"

#include "core/api/accountfacets.h"
#include "core/console/console.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 kDefaultBalanceBelowCents = 1000; // the contract's default: ¥10 (or 10.00 of another currency)
} // namespace

WebhooksPage::WebhooksPage(const Console &console, AccountWebhooks &webhooks, WebhookDeliveries *deliveries,
                           Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_webhooks(webhooks)
    , m_deliveryList(deliveries)
    , m_options(webhooks.webhookOptions())
    , m_confirmer(confirmer)
    , m_url(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_eventsLayout(new QVBoxLayout)
    , m_below(new QLineEdit(this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_secretBox(new QGroupBox(tr("Its secret"), this))
    , m_secret(new QLineEdit(this))
    , m_rows(new ListModel({tr("Sent to"), tr("As"), tr("For")}, this))
    , m_table(ListTable::make(m_rows, this))
    , m_test(new QPushButton(tr("Send a test"), this))
    , m_remove(new QPushButton(tr("Remove…"), this))
    , m_deliveryRows(new ListModel({tr("When"), tr("What"), tr("Result")}, this))
    , m_deliveries(ListTable::make(m_deliveryRows, this, false))
    , m_message(MessageStyle::paragraph({}, this))
{
    // A platform that writes for chat bots says so; one that writes only its own JSON (Vast.ai) says
    // what a chat bot needs then.
    const bool forBots = m_options.formats.size() > 1;
    auto *intro = MessageStyle::paragraph(
        forBots ? tr("gpudesk warns you only while it runs. The platform can also tell a bot in your group chat or "
                     "on your phone, with the console closed: when it stops an instance (and what the boot cost), "
                     "when the balance runs low, a spend limit is near, a voucher is about to expire, or a job you "
                     "started with “stop when done” finishes. Paste the bot's webhook address.")
                : tr("gpudesk warns you only while it runs. The platform can also send its own alerts to an address "
                     "of yours, with the console closed: choose which below. They come as the platform's JSON, "
                     "signed with %1; a chat bot cannot read them as they are, so put a receiver of yours in "
                     "between.")
                      .arg(m_options.signatureHeader),
        this);
    m_url->setObjectName(u"webhookUrl"_s);
    m_url->setPlaceholderText(forBots ? tr("https://open.feishu.cn/open-apis/bot/v2/hook/…")
                                      : tr("https://your-server.example.com/alerts"));
    for (const QString &format : m_options.formats)
        m_format->addItem(formatName(format), format);
    auto *addBox = new QGroupBox(tr("New alert"), this);
    auto *form = new QFormLayout(addBox);
    form->addRow(forBots ? tr("Bot's address:") : tr("Your receiver's address:"), m_url);
    form->addRow(tr("The bot is:"), m_format);
    form->setRowVisible(m_format, forBots);
    form->addRow(tr("Tell it when:"), m_eventsLayout);
    // Where "the balance runs low" begins: the platform's default, in its currency.
    m_below->setObjectName(u"balanceBelow"_s);
    m_below->setText(console.currency().decimal(Money::fromCents(kDefaultBalanceBelowCents)));
    m_below->setMaximumWidth(160);
    form->addRow(tr("Low balance means under:"), m_below);
    form->setRowVisible(m_below, m_options.balanceThreshold);
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_add);
    addRow->addStretch();
    form->addRow(QString(), addRow);

    m_secret->setReadOnly(true);
    m_secret->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *copy = new QPushButton(tr("Copy"), this);
    auto *secretRow = new QHBoxLayout;
    secretRow->addWidget(m_secret, 1);
    secretRow->addWidget(copy);
    auto *secretLayout = new QVBoxLayout(m_secretBox);
    auto *once = MessageStyle::paragraph(tr("Shown only now. A bot of a chat app does not need it; your own receiver "
                                            "checks %1 with it.")
                                             .arg(m_options.signatureHeader),
                                         this);
    MessageStyle::warning(once);
    secretLayout->addWidget(once);
    secretLayout->addLayout(secretRow);
    m_secretBox->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_test);
    buttons->addWidget(m_remove);
    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_message);
    layout->addWidget(addBox);
    layout->addWidget(m_secretBox);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    auto *deliveriesLabel = new QLabel(tr("Deliveries of the one selected:"), this);
    layout->addWidget(deliveriesLabel);
    layout->addWidget(m_deliveries, 1);
    deliveriesLabel->setVisible(m_deliveryList != nullptr);
    m_deliveries->setVisible(m_deliveryList != nullptr);

    connect(m_add, &QPushButton::clicked, this, &WebhooksPage::add);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_secret->text()); });
    connect(m_test, &QPushButton::clicked, this, &WebhooksPage::test);
    connect(m_remove, &QPushButton::clicked, this, &WebhooksPage::remove);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const bool one = m_table->currentIndex().row() >= 0 && m_table->selectionModel()->hasSelection();
        m_test->setEnabled(one);
        m_remove->setEnabled(one);
        showDeliveries();
    });
    m_test->setEnabled(false);
    m_remove->setEnabled(false);
    m_table->setAccessibleName(tr("Phone alerts"));
    m_deliveries->setAccessibleName(tr("Deliveries"));
    readsAccountOf(m_console);
}

WebhooksPage::~WebhooksPage() = default;

QString WebhooksPage::title() const
{
    return tr("Phone alerts");
}

QIcon WebhooksPage::icon() const
{
    return Icons::get(u"alerts"_s);
}

QString WebhooksPage::formatName(const QString &format)
{
    if (format == u"feishu"_s)
        return tr("Feishu / Lark group bot");
    if (format == u"dingtalk"_s)
        return tr("DingTalk group bot");
    if (format == u"wecom"_s)
        return tr("WeCom group bot");
    if (format == u"slack"_s)
        return tr("Slack incoming webhook");
    if (format == u"ntfy"_s)
        return tr("ntfy (phone notifications)");
    return tr("Plain JSON, for your own receiver");
}

void WebhooksPage::showEvents(const QList<WebhookEvent> &events)
{
    if (m_eventsKnown)
        return;
    m_eventsKnown = true;
    for (const WebhookEvent &event : events) {
        m_eventNames.insert(event.key, event.name);
        auto *box = new QCheckBox(event.name, this);
        box->setObjectName(event.key);
        box->setChecked(true);
        m_events << box;
        m_eventsLayout->addWidget(box);
    }
}

void WebhooksPage::reload()
{
    if (!m_console.isLoaded())
        return;
    if (!m_eventsKnown) {
        // The events first, so that the list says each webhook's in words.
        m_webhooks.webhookEvents(this, [this](const ApiResult<QList<WebhookEvent>> &r) {
            if (!r.ok()) {
                say(tr("The alerts could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
                Q_EMIT listed();
                return;
            }
            showEvents(r.value());
            reload();
        });
        return;
    }
    m_webhooks.webhooks(this, [this](const ApiResult<QList<Webhook>> &r) {
        if (!r.ok()) {
            say(tr("The alerts could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT listed();
            return;
        }
        const int current = m_table->currentIndex().row();
        const QString selected = current >= 0 ? m_list.value(current).id : QString();
        m_list = r.value();
        QList<ListRow> rows;
        for (const Webhook &w : std::as_const(m_list)) {
            QStringList events;
            for (const QString &e : w.events)
                events << m_eventNames.value(e, e);
            // The host says which bot it is; the rest of the address is its secret part.
            rows.append({{QUrl(w.url).host(), formatName(w.format),
                          w.events.size() >= m_events.size() ? tr("everything") : events.join(tr("; "))},
                         w.id});
        }
        m_rows->setRows(rows);
        // The alert chosen stays chosen.
        for (int row = 0; row < m_list.size(); ++row) {
            if (m_list[row].id == selected && m_table->currentIndex().row() != row)
                m_table->selectRow(row);
        }
        m_table->resizeRowsToContents();
        showDeliveries();
    });
}

void WebhooksPage::add()
{
    WebhookSpec spec;
    spec.url = m_url->text().trimmed();
    spec.format = m_format->currentData().toString();
    for (const QCheckBox *box : std::as_const(m_events)) {
        if (box->isChecked())
            spec.events << box->objectName();
    }
    const QUrl url(spec.url);
    if (spec.url.isEmpty() || !url.isValid() || url.host().isEmpty())
        return say(tr("Paste the bot's webhook address (it starts with https://)."), true);
    if (spec.events.isEmpty())
        return say(tr("Choose at least one thing to be told."), true);
    if (m_options.balanceThreshold) {
        const auto below = m_console.currency().parse(m_below->text());
        if (!below || below->isNegative())
            return say(
                tr("“%1” is not an amount; type the balance to be warned under, like 10 or 5.50.").arg(m_below->text()),
                true);
        spec.balanceBelowCents = below->cents();
    }
    if (spec.events.size() == m_events.size())
        spec.events.clear(); // every event, and those added later
    m_add->setEnabled(false);
    m_webhooks.addWebhook(spec, this, [this](const ApiResult<WebhookCreated> &r) {
        m_add->setEnabled(true);
        if (!r.ok())
            return say(tr("No alert was added: %1").arg(r.error().sentence(m_console.currency())), true);
        m_secret->setText(r.value().secret);
        m_secretBox->show();
        m_url->clear();
        say(tr("Added. Send a test to see it arrive."), false);
        reload();
    });
}

void WebhooksPage::test()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= m_list.size())
        return;
    m_webhooks.testWebhook(m_list[row].id, this, [this](const ApiResult<WebhookDelivery> &r) {
        if (!r.ok())
            return say(tr("No test was sent: %1").arg(r.error().sentence(m_console.currency())), true);
        // Sent before the platform answered: its result is known now.
        if (r.value().attempts > 0)
            return say(r.value().state == u"delivered"_s
                           ? tr("The test arrived (the platform says: “%1”).").arg(r.value().text)
                           : tr("The test did not arrive: %1").arg(r.value().error.value_or(r.value().text)),
                       r.value().state != u"delivered"_s);
        say(tr("A test is on its way; its result shows below in a moment."), false);
        showDeliveries();
    });
}

void WebhooksPage::remove()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= m_list.size())
        return;
    const Webhook w = m_list[row];
    if (!m_confirmer.confirm(this, tr("Remove this alert?"), tr("%1 is told nothing more.").arg(QUrl(w.url).host()),
                             tr("Remove")))
        return;
    m_webhooks.removeWebhook(w.id, this, [this](const ApiResult<Nothing> &r) {
        if (!r.ok())
            return say(tr("It was not removed: %1").arg(r.error().sentence(m_console.currency())), true);
        m_secretBox->hide();
        say(tr("Removed."), false);
        reload();
    });
}

void WebhooksPage::showDeliveries()
{
    const int row = m_table->currentIndex().row();
    if (!m_deliveryList || row < 0 || row >= m_list.size()) {
        m_deliveryRows->setRows({});
        Q_EMIT listed();
        return;
    }
    m_deliveryList->webhookDeliveries(m_list[row].id, this, [this](const ApiResult<QList<WebhookDelivery>> &r) {
        if (!r.ok()) {
            m_deliveryRows->setRows({});
            Q_EMIT listed();
            return;
        }
        const QLocale locale;
        QList<ListRow> rows;
        for (const WebhookDelivery &d : r.value()) {
            const QString result = d.state == u"delivered"_s ? tr("arrived")
                : d.state == u"failed"_s ? tr("not delivered, given up: %1").arg(d.error.value_or(QString()))
                : d.attempts == 0
                ? tr("sending")
                : tr("not delivered yet (%1); tried again %2")
                      .arg(d.error.value_or(QString()),
                           d.nextAttemptAt ? locale.toString(d.nextAttemptAt->toLocalTime(), QLocale::ShortFormat)
                                           : QString());
            // The text is said in English, then in Chinese: the line in the user's language.
            const QStringList lines = d.text.split(u'\n');
            const QString text = QLocale().language() == QLocale::Chinese ? lines.last() : lines.first();
            rows.append({{locale.toString(d.createdAt.toLocalTime(), QLocale::ShortFormat), text, result}, d.id});
        }
        m_deliveryRows->setRows(rows);
        m_deliveries->resizeRowsToContents();
        Q_EMIT listed();
    });
}

void WebhooksPage::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
}
