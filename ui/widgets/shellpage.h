#pragma once

#include <QIcon>
#include <QList>
#include <QString>
#include <QWidget>

class Console;
class QAction;

/// One page of the main window's shell (Instances; later Billing, Storage, SSH keys, tokens,
/// security, members, transfers, doctor): its name and icon in the navigation, and the actions the
/// toolbar shows while it is the current page. Adding a page is one subclass and one addPage().
class ShellPage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShellPage)
public:
    using QWidget::QWidget;
    ~ShellPage() override;

    /// The name in the navigation, in the user's language.
    virtual QString title() const = 0;
    virtual QIcon icon() const = 0;
    /// What the toolbar offers while this page shows; the shell's own actions come first.
    virtual QList<QAction *> toolBarActions() const { return {}; }
    /// Reads again what the page shows of the account (a page that shows none has nothing to read).
    virtual void reload() { }

protected:
    /// The page shows what the account holds: it reads it each time it is shown, and again when
    /// the account is loaded afresh while it shows. A page opened before the login finished, or
    /// left open across a second login, is not left empty.
    void readsAccountOf(const Console &console);
    void showEvent(QShowEvent *event) override;

private:
    bool m_readsAccount = false;
    bool m_tabsFollowed = false;
};
