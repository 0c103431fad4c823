// Usable by keyboard and screen reader: every page of the console, and the dialogs a student meets
// first, walked through Qt's accessibility tree as a screen reader sees it. An interactive element
// a screen reader would announce without a name ("button", "edit") fails the walk.
#include "common/translations.h"
#include "core/console/consoleservices.h"
#include "tests/ui/consolewindow.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/create/createwizard.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsdialog.h"
#include "ui/widgets/shellpage.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// The roles a user acts on: each must say what it is.
bool interactive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::PageTab:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
        return true;
    default:
        return false;
    }
}

/// "PushButton in StoragePage > QGroupBox 'Volumes'": where an unnamed element sits.
QString where(QAccessibleInterface *element)
{
    QStringList path;
    for (QAccessibleInterface *at = element; at; at = at->parent()) {
        QObject *object = at->object();
        if (object && !object->objectName().isEmpty())
            path.prepend(QString::fromLatin1(object->metaObject()->className()) + u" '"_s + object->objectName()
                         + u"'"_s);
        else if (object)
            path.prepend(QString::fromLatin1(object->metaObject()->className()));
        if (qobject_cast<ShellPage *>(object) || qobject_cast<QDialog *>(object))
            break;
    }
    return path.join(u" > "_s);
}

/// Every visible interactive element under `root` that has no name.
void walk(QAccessibleInterface *element, QStringList *unnamed, int depth = 0)
{
    if (!element || depth > 40)
        return;
    const QAccessible::State state = element->state();
    if (state.invisible || state.offscreen)
        return;
    if (interactive(element->role()) && element->text(QAccessible::Name).trimmed().isEmpty())
        *unnamed << QString::fromLatin1(QAccessible::staticMetaObject
                                            .enumerator(QAccessible::staticMetaObject.indexOfEnumerator("Role"))
                                            .valueToKey(element->role()))
                + u" in "_s + where(element);
    // A table's cells are its data: read, not named one by one (the table itself is).
    if (element->role() == QAccessible::Table || element->role() == QAccessible::List
        || element->role() == QAccessible::Tree)
        return;
    for (int i = 0; i < element->childCount(); ++i)
        walk(element->child(i), unnamed, depth + 1);
}

/// Where Tab goes back up the window or left on the same line: out of reading order.
QStringList outOfOrder(QWidget *root)
{
    QStringList found;
    QList<QWidget *> chain;
    QWidget *start = root;
    for (QWidget *w = root->nextInFocusChain(); w && w != start; w = w->nextInFocusChain()) {
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && root->isAncestorOf(w))
            chain << w;
        if (chain.size() > 500)
            break;
    }
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QRect a(chain[i - 1]->mapTo(root, QPoint()), chain[i - 1]->size());
        const QRect b(chain[i]->mapTo(root, QPoint()), chain[i]->size());
        const bool up = b.bottom() < a.top();
        const bool left = b.top() < a.bottom() && b.bottom() > a.top() && b.right() < a.left();
        if (up || left)
            found << QString::fromLatin1(chain[i - 1]->metaObject()->className()) + u" '"_s + chain[i - 1]->objectName()
                    + u"' → "_s + QString::fromLatin1(chain[i]->metaObject()->className()) + u" '"_s
                    + chain[i]->objectName() + u"'"_s;
    }
    return found;
}

QStringList unnamedIn(QWidget *widget)
{
    QStringList unnamed;
    walk(QAccessible::queryAccessibleInterface(widget), &unnamed);
    return unnamed;
}

} // namespace

TEST(Accessibility, EveryPageAndTheFirstDialogsNameEveryControlAScreenReaderAnnounces)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    QTemporaryDir dir;
    const ConsolePaths paths{dir.path() + u"/gpudesk.conf"_s, {}, {}, dir.path() + u"/ssh"_s, {}};
    ConsoleWindow shown(demo, paths);
    MainWindow &window = shown.window;
    window.resize(1400, 900);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    QStringList unnamed;
    QStringList jumps; // where Tab leaves reading order
    for (int i = 0; i < window.pageCount(); ++i) {
        window.showPage(window.page(i));
        QCoreApplication::processEvents();
        unnamed += unnamedIn(&window);
        jumps += outOfOrder(window.page(i));
        // Each tab of the page too (the billing page's ledger, payments, usage…).
        for (QTabWidget *tabs : window.page(i)->findChildren<QTabWidget *>()) {
            for (int t = 0; t < tabs->count(); ++t) {
                if (!tabs->isTabVisible(t))
                    continue;
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                unnamed += unnamedIn(&window);
                jumps += outOfOrder(window.page(i));
            }
        }
    }
    SettingsDialog *settings = window.openSettings();
    unnamed += unnamedIn(settings);
    jumps += outOfOrder(settings);
    settings->reject();
    CreateWizard *wizard = window.openCreateWizard();
    ASSERT_TRUE(wizard);
    ASSERT_TRUE(QTest::qWaitFor([&] { return wizard->isLoaded(); }, 10000));
    for (int page = 0; page < 3 && wizard->currentPage(); ++page) {
        unnamed += unnamedIn(wizard);
        jumps += outOfOrder(wizard->currentPage());
        wizard->next();
    }
    wizard->close();
    unnamed.removeDuplicates();
    EXPECT_TRUE(unnamed.isEmpty()) << unnamed.size() << " unnamed:\n" << unnamed.join(u'\n').toStdString();
    EXPECT_TRUE(jumps.isEmpty()) << "Tab out of reading order:\n" << jumps.join(u'\n').toStdString();
}

TEST(Accessibility, TheMainActionsHaveShortcutsSaidInTheirTooltipsAndTheHelpMenu)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    ConsoleWindow shown(demo);
    ScriptedConfirmer &answers = shown.answers;
    MainWindow &window = shown.window;
    window.resize(1400, 900);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    InstanceActions &actions = *window.actions();
    EXPECT_TRUE(actions.stop()->toolTip().endsWith(u"(Ctrl+Shift+X)"_s)) << actions.stop()->toolTip().toStdString();
    const QString list = window.shortcutsText();
    for (const char *line :
         {"Ctrl+N\tCreate…", "Ctrl+Shift+S\tStart", "Ctrl+Shift+X\tStop", "Ctrl+Q\tQuit", "Ctrl+1 … Ctrl+"})
        EXPECT_TRUE(list.contains(QString::fromUtf8(line))) << line << "\n" << list.toStdString();

    // Help → Keyboard shortcuts shows the same list.
    for (QAction *help : window.findChildren<QAction *>())
        if (help->text() == u"&Keyboard shortcuts"_s)
            help->trigger();
    auto *box = window.findChild<QMessageBox *>();
    ASSERT_TRUE(box);
    EXPECT_TRUE(box->text().contains(u"<b>Ctrl+Shift+X</b></td><td>Stop"_s)) << box->text().toStdString();
    EXPECT_TRUE(saveScreenshot(*box, u"keyboard-shortcuts-en"_s));
    box->close();

    // A running instance selected, Ctrl+Shift+X asks before it stops, as the button does.
    HttpClient c = demo.http();
    c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}});
    c.post(u"/v1/instances"_s,
           {{u"name"_s, u"long-run"_s},
            {u"region"_s, u"cn-north-1"_s},
            {u"gpu_type"_s, u"rtx-3090-24g"_s},
            {u"image"_s, u"ubuntu-22.04"_s}});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !demo.console().reading().ratePerHour.isZero(); }, 10000));
    ASSERT_TRUE(window.findChild<InstancesPage *>());
    QTableView *table = window.findChild<InstancesPage *>()->table();
    const auto selectLongRun = [&] {
        for (int r = 0; r < table->model()->rowCount(); ++r)
            if (table->model()->index(r, InstanceTableModel::Name).data().toString() == u"long-run"_s)
                table->selectRow(r);
        return actions.stop()->isEnabled();
    };
    ASSERT_TRUE(QTest::qWaitFor(selectLongRun, 10000));
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_TRUE(QTest::qWaitFor([&] { return answers.asked.size() == 1; }, 10000)); // after the stock is read
    EXPECT_TRUE(answers.asked[0].contains(u"stop"_s, Qt::CaseInsensitive)) << answers.asked[0].toStdString();
    // Ctrl+2 goes to the second page.
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    EXPECT_EQ(window.currentPage(), window.page(1));

    // The list in Chinese, from a console made in Chinese.
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        ConsoleWindow chinese(demo);
        for (QAction *help : chinese.window.findChildren<QAction *>())
            if (help->text() == u"键盘快捷键(&K)"_s)
                help->trigger();
        auto *zh = chinese.window.findChild<QMessageBox *>();
        const bool found = zh && zh->text().contains(u"关机"_s);
        if (zh) {
            EXPECT_TRUE(saveScreenshot(*zh, u"keyboard-shortcuts-zh_CN"_s));
        }
        Translations::install(QLocale(QLocale::English));
        EXPECT_TRUE(found);
    }
}
