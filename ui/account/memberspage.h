#pragma once

#include "core/model/account.h"
#include "ui/widgets/shellpage.h"

#include <QHash>

class Confirmer;
class Console;
class SessionConfirmation;
class UsageReports;
class TeamMembers;
class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class ListModel;
class QTableView;

/// The Members page (the account's owner only): people who log in on their own and
/// spend the owner's balance within their own spend limits — a lab's students, say. Adding one,
/// setting a member's limits, removing one; and what each spent this month.
class MembersPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MembersPage)
public:
    /// `members` is the console's platform's facet (the page exists only where the platform has it);
    /// `spending` says what each member spent this month (none shown where null or not by member);
    /// `confirmation` proves again who the user is before a member is added or given more.
    MembersPage(const Console &console, TeamMembers &members, UsageReports *spending, SessionConfirmation *confirmation,
                Confirmer &confirmer, QWidget *parent = nullptr);
    ~MembersPage() override;

    QString title() const override;
    QIcon icon() const override;

    void reload() override;

    QTableView *table() const { return m_table; }
    /// The members shown.
    const ListModel &rows() const { return *m_rows; }
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *loginField() const { return m_login; }
    QLineEdit *passwordField() const { return m_password; }
    QLineEdit *dailyField() const { return m_daily; }
    QLineEdit *perBootField() const { return m_perBoot; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *saveLimitsButton() const { return m_saveLimits; }
    QPushButton *removeButton() const { return m_remove; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// The list was read again (or could not be): tests wait on it.
    void listed();

private:
    void render();
    void add();
    void saveLimits();
    void remove();
    void selectionChanged();
    /// A limit field: empty means no limit; nullopt (after saying why) when it is not an amount.
    std::optional<std::optional<Money>> limitIn(QLineEdit *field, const QString &what);
    void say(const QString &sentence, bool problem);

    const Console &m_console;
    UsageReports *m_spending;
    SessionConfirmation *m_confirmation;
    TeamMembers &m_team;
    Confirmer &m_confirmer;
    QList<Account> m_members;
    QHash<QString, Money> m_spent;
    bool m_owner = true;
    QLabel *m_message;
    QLabel *m_notOwner;
    ListModel *m_rows;
    QTableView *m_table;
    QGroupBox *m_addBox;
    QLineEdit *m_name;
    QLineEdit *m_login;
    QLineEdit *m_password;
    QLineEdit *m_daily;
    QLineEdit *m_perBoot;
    QPushButton *m_add;
    QPushButton *m_saveLimits;
    QPushButton *m_remove;
};
