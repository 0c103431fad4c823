#pragma once

#include "core/api/apiresult.h"
#include "core/model/account.h"
#include "ui/widgets/shellpage.h"

class Confirmer;
class Console;
class ListModel;
class Teams;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

/// The Team page, where a platform's teams are accounts of their own that spend from amounts the
/// owner gives them (the Teams facet, Compshare's 团队): a team chosen or made, its members with what
/// each was given and has left, an account invited by its id (they join on the platform's web site)
/// or the invitation withdrawn, an amount given to a member who joined or taken back.
class TeamPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeamPage)
public:
    TeamPage(const Console &console, Teams &teams, Confirmer &confirmer, QWidget *parent = nullptr);
    ~TeamPage() override;

    QString title() const override;
    QIcon icon() const override;
    void reload() override;

    QComboBox *teamChooser() const { return m_teamChooser; }
    QTableView *table() const { return m_table; }
    const ListModel &rows() const { return *m_rows; }
    QLineEdit *accountField() const { return m_account; }
    QLineEdit *nameField() const { return m_name; }
    QLineEdit *amountField() const { return m_amount; }
    QPushButton *newTeamButton() const { return m_newTeam; }
    QPushButton *inviteButton() const { return m_invite; }
    QPushButton *withdrawButton() const { return m_withdraw; }
    QPushButton *giveButton() const { return m_give; }
    QPushButton *takeBackButton() const { return m_takeBack; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// The teams were read, or a change answered: tests wait on it.
    void settled();

private:
    void render();
    void newTeam();
    void invite();
    void withdraw();
    void giveOrTake(bool takeBack);
    /// A change's answer: the team as it is now, or the refusal said.
    void answered(const ApiResult<Team> &now, const QString &done);
    void selectionChanged();
    const Team *chosenTeam() const;
    const Team::Member *chosenMember() const;
    void say(const QString &sentence, bool problem);

    const Console &m_console;
    Teams &m_facet;
    Confirmer &m_confirmer;
    QList<Team> m_list;
    QLabel *m_message;
    QComboBox *m_teamChooser;
    QPushButton *m_newTeam;
    ListModel *m_rows;
    QTableView *m_table;
    QLabel *m_empty;
    QLineEdit *m_account;
    QLineEdit *m_name;
    QPushButton *m_invite;
    QPushButton *m_withdraw;
    QLineEdit *m_amount;
    QPushButton *m_give;
    QPushButton *m_takeBack;
};
