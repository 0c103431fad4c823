#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

/// Asks the user before something that cannot be undone or keeps costing; tests script the answers
/// instead of clicking through modal dialogs.
class Confirmer
{
public:
    virtual ~Confirmer();
    /// Yes or no, with the consequences in `text`; `action` names the button that goes on.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &action) = 0;
    /// Goes on only when the user types `expected` exactly (a name, before a release).
    virtual bool confirmByTyping(QWidget *parent, const QString &title, const QString &text, const QString &expected)
        = 0;
    /// A line of text, or nothing when cancelled.
    virtual std::optional<QString> askText(QWidget *parent, const QString &title, const QString &label,
                                           const QString &initial)
        = 0;
    /// A secret (a passphrase), typed without being shown, or nothing when cancelled.
    virtual std::optional<QString> askSecret(QWidget *parent, const QString &title, const QString &label) = 0;
    /// One of `choices` (its index), or -1 when cancelled.
    virtual int choose(QWidget *parent, const QString &title, const QString &text, const QStringList &choices) = 0;
    /// Where to save a file (`suggested` is the proposed path, `filter` like "CSV (*.csv)"), or
    /// nothing when cancelled.
    virtual std::optional<QString> saveFile(QWidget *parent, const QString &title, const QString &suggested,
                                            const QString &filter)
        = 0;
};

/// The real dialogs.
class DialogConfirmer final : public Confirmer
{
public:
    bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &action) override;
    bool confirmByTyping(QWidget *parent, const QString &title, const QString &text, const QString &expected) override;
    std::optional<QString> askText(QWidget *parent, const QString &title, const QString &label,
                                   const QString &initial) override;
    std::optional<QString> askSecret(QWidget *parent, const QString &title, const QString &label) override;
    int choose(QWidget *parent, const QString &title, const QString &text, const QStringList &choices) override;
    std::optional<QString> saveFile(QWidget *parent, const QString &title, const QString &suggested,
                                    const QString &filter) override;
};
