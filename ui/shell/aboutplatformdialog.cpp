#include "ui/shell/aboutplatformdialog.h"

#include "core/api/platform.h"
#include "core/console/console.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AboutPlatformDialog::AboutPlatformDialog(Console &console, QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_address(new QLabel)
    , m_connection(new QLabel)
    , m_time(new QLabel)
    , m_scale(new QLabel)
    , m_zone(new QLabel)
    , m_currency(new QLabel)
{
    setObjectName(u"aboutPlatform"_s);
    setWindowTitle(tr("About this platform"));
    setWindowModality(Qt::WindowModal);
    auto *form = new QFormLayout;
    for (QLabel *value : {m_address, m_connection, m_time, m_scale, m_zone, m_currency})
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Only the sentences wrap; an address or a time reads best on one line.
    m_connection->setWordWrap(true);
    m_scale->setWordWrap(true);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    form->addRow(tr("Address:"), m_address);
    form->addRow(tr("Connection:"), m_connection);
    form->addRow(tr("Platform time:"), m_time);
    form->addRow(tr("Time scale:"), m_scale);
    form->addRow(tr("Billing time zone:"), m_zone);
    form->addRow(tr("Currency:"), m_currency);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(&m_console, &Console::healthChanged, this, &AboutPlatformDialog::refresh);
    connect(&m_console, &Console::onlineChanged, this, [this](bool online, const QString &reason) {
        m_onlineText = online ? QString() : reason;
        refresh();
    });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &AboutPlatformDialog::refresh);
    m_tick.start();
    refresh();
    // What it shows is read afresh: the dialog is opened to look, so one reading more is cheap.
    m_console.checkHealth();
}

AboutPlatformDialog::~AboutPlatformDialog() = default;

void AboutPlatformDialog::refresh()
{
    m_address->setText(m_console.platform().baseUrl().toString());
    const auto &health = m_console.health();
    if (!health) {
        m_connection->setText(m_onlineText.isEmpty() ? tr("Not read yet") : m_onlineText);
        for (QLabel *value : {m_time, m_scale, m_zone, m_currency})
            value->setText(tr("unknown"));
        return;
    }
    m_connection->setText(!m_onlineText.isEmpty() ? tr("Not answering: %1").arg(m_onlineText)
                              : health->status == u"ok"_s
                              ? tr("Connected")
                              : tr("Connected (the platform says: %1)").arg(health->status));
    m_time->setText(m_console.platformNow().toString(u"yyyy-MM-dd HH:mm:ss"_s) + u" UTC"_s);
    m_scale->setText(health->timeScale == 0 ? tr("stopped: it moves only when the sandbox is told to")
                         : health->timeScale == 1
                         ? tr("real time")
                         : tr("%1 platform seconds per real second").arg(QLocale().toString(health->timeScale)));
    m_zone->setText(health->billingTimezone);
    const Currency currency = health->currency();
    m_currency->setText(tr("%1 (amounts like %2)").arg(currency.code(), currency.format(Money::fromCents(1234))));
}

QString AboutPlatformDialog::text() const
{
    QStringList lines;
    const auto *form = findChild<QFormLayout *>();
    for (int row = 0; form && row < form->rowCount(); ++row) {
        const auto *label = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::LabelRole)->widget());
        const auto *value = qobject_cast<QLabel *>(form->itemAt(row, QFormLayout::FieldRole)->widget());
        if (label && value)
            lines << label->text() + u' ' + value->text();
    }
    return lines.join(u'\n');
}
