#pragma once

// The dialogs' and notifications' seams answered by script (DESIGN section 5), so UI tests run
// without a nested event loop or a desktop.
#include "ui/widgets/confirmer.h"
#include "ui/widgets/notifier.h"

#include <QComboBox>
#include <QStringList>
#include <QVariant>

#include <gtest/gtest.h>

#include <optional>

/// Answers from a script, and keeps what it was asked.
class ScriptedConfirmer final : public Confirmer
{
public:
    bool confirm(QWidget *, const QString &, const QString &text, const QString &) override
    {
        asked << text;
        return yes;
    }
    bool confirmByTyping(QWidget *, const QString &, const QString &text, const QString &expected) override
    {
        asked << text;
        return typed == expected;
    }
    std::optional<QString> askText(QWidget *, const QString &, const QString &, const QString &) override
    {
        if (!texts.isEmpty())
            return texts.takeFirst();
        return typed.isEmpty() ? std::nullopt : std::optional<QString>(typed);
    }
    std::optional<QString> askSecret(QWidget *, const QString &, const QString &label) override
    {
        asked << label;
        if (!texts.isEmpty())
            return texts.takeFirst();
        return std::nullopt;
    }
    int choose(QWidget *, const QString &, const QString &text, const QStringList &) override
    {
        asked << text;
        return choice;
    }
    std::optional<QString> saveFile(QWidget *, const QString &, const QString &suggested, const QString &) override
    {
        asked << suggested;
        return savePath;
    }
    bool yes = false;
    int choice = -1;
    std::optional<QString> savePath; ///< where "save as" answers; none: cancelled
    QString typed;
    QStringList texts; ///< askText's answers, one per question, before `typed`
    QStringList asked;
};

/// Keeps every notification as "title: text".
class RecordingNotifier final : public Notifier
{
public:
    void notify(const QString &title, const QString &text) override { shown << title + QStringLiteral(": ") + text; }
    QStringList shown;
};

/// Picks the item of `box` whose data is `data`, as the user's click does (the index changes, then
/// activated is said).
inline void choose(QComboBox *box, const QVariant &data)
{
    ASSERT_TRUE(box);
    const int index = box->findData(data);
    ASSERT_GE(index, 0) << data.toString().toStdString();
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}
