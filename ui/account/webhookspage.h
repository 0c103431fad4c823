#pragma once

#include "core/model/webhook.h"
#include "ui/widgets/shellpage.h"

#include <QHash>
#include <QList>

class AccountWebhooks;
class Confirmer;
class QVBoxLayout;
class WebhookDeliveries;
class Console;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class ListModel;
class QTableView;

/// The phone alerts page: the platform's webhooks, which say what the console's guards say when no
/// console runs (an instance the platform stopped and what it cost, the balance low, a spend limit
/// near, a voucher expiring, a finished job) to a bot the student already has — Feishu/Lark,
/// DingTalk, WeCom, Slack, ntfy — or any URL as plain JSON. A platform that writes only its own JSON
/// (Vast.ai) shows its own events and says that a chat bot needs a receiver in between. A new one's
/// secret is shown once; a test is sent in one click, and each delivery is listed with its result
/// where the platform keeps them (WebhookDeliveries), else the test's result is said at once.
class WebhooksPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhooksPage)
public:
    /// `deliveries`: null where the platform keeps no list of them.
    WebhooksPage(const Console &console, AccountWebhooks &webhooks, WebhookDeliveries *deliveries, Confirmer &confirmer,
                 QWidget *parent = nullptr);
    ~WebhooksPage() override;

    QString title() const override;
    QIcon icon() const override;

    void reload() override;
    /// A format's name as the user knows the bot ("Feishu / Lark").
    static QString formatName(const QString &format);
    /// The events to choose from, as the platform names them (empty until it answered).
    const QList<QCheckBox *> &eventBoxes() const { return m_events; }

    QLineEdit *urlField() const { return m_url; }
    QComboBox *formatBox() const { return m_format; }
    QLineEdit *balanceBelowField() const { return m_below; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *testButton() const { return m_test; }
    QPushButton *removeButton() const { return m_remove; }
    QTableView *table() const { return m_table; }
    QTableView *deliveries() const { return m_deliveries; }
    /// The alerts shown, and the chosen one's deliveries.
    const ListModel &rows() const { return *m_rows; }
    const ListModel &deliveryRows() const { return *m_deliveryRows; }
    QLineEdit *secretField() const { return m_secret; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// The list (or the selected webhook's deliveries) was read again: tests wait on it.
    void listed();

private:
    void add();
    void test();
    void remove();
    void showDeliveries();
    /// The platform's events as boxes to tick, the first time it says them.
    void showEvents(const QList<WebhookEvent> &events);
    void say(const QString &sentence, bool problem);

    const Console &m_console;
    AccountWebhooks &m_webhooks;
    WebhookDeliveries *m_deliveryList;
    const WebhookOptions m_options;
    QHash<QString, QString> m_eventNames;
    Confirmer &m_confirmer;
    QList<Webhook> m_list;
    QLineEdit *m_url;
    QComboBox *m_format;
    QList<QCheckBox *> m_events;
    bool m_eventsKnown = false;
    QVBoxLayout *m_eventsLayout;
    QLineEdit *m_below;
    QPushButton *m_add;
    QWidget *m_secretBox;
    QLineEdit *m_secret;
    ListModel *m_rows;
    QTableView *m_table;
    QPushButton *m_test;
    QPushButton *m_remove;
    ListModel *m_deliveryRows;
    QTableView *m_deliveries;
    QLabel *m_message;
};
