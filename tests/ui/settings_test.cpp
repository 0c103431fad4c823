// The settings page: the console's language, how often it checks the platform, and where its files
// are; what is saved reaches the file and the poller, and a hand-edited file that makes no sense
// is said and ignored. Also the console menu's log out and quit, which ask while anything bills.
#include "common/translations.h"
#include "common/xdgautostart.h"
#include "core/console/consoleservices.h"
#include "core/console/consolesettings.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/ui/consolewindow.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/create/createwizard.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(ConsoleSettings, KeepsTheFilesOtherKeysAndSaysWhatIsWrongInAHandEditedOne)
{
    QTemporaryDir dir;
    const QString file = dir.path() + u"/gpudesk.conf"_s;
    EXPECT_EQ(ConsoleSettings::load(file), ConsoleSettings{}); // never saved: the defaults
    EXPECT_EQ(ConsoleSettings{}.schedule().steadyMs, 10000);

    QSettings(file, QSettings::IniFormat).setValue(u"platform"_s, u"sandbox"_s);
    const ConsoleSettings mine{u"zh_CN"_s, 30, 300};
    QString error;
    ASSERT_TRUE(mine.save(file, &error)) << error.toStdString();
    QStringList problems;
    EXPECT_EQ(ConsoleSettings::load(file, &problems), mine);
    EXPECT_TRUE(problems.isEmpty());
    EXPECT_EQ(QSettings(file, QSettings::IniFormat).value(u"platform"_s).toString(), u"sandbox"_s);
    EXPECT_EQ(mine.schedule().steadyMs, 30000);
    EXPECT_EQ(mine.schedule().idleMs, 300000);
    EXPECT_EQ(mine.schedule().transitionMs, PollSchedule::Settings{}.transitionMs);

    // Following the system again removes the key rather than storing an empty language.
    ASSERT_TRUE((ConsoleSettings{{}, 30, 300}.save(file, &error)));
    EXPECT_FALSE(QSettings(file, QSettings::IniFormat).contains(u"language"_s));

    {
        QSettings edited(file, QSettings::IniFormat);
        edited.setValue(u"language"_s, u"fr"_s);
        edited.setValue(u"poll/steady_seconds"_s, u"often"_s);
        edited.setValue(u"poll/idle_seconds"_s, 7);
    }
    problems.clear();
    EXPECT_EQ(ConsoleSettings::load(file, &problems), ConsoleSettings{});
    ASSERT_EQ(problems.size(), 3) << problems.join(u'\n').toStdString();
    EXPECT_TRUE(problems[0].contains(u"\"fr\""_s)) << problems[0].toStdString();
    EXPECT_TRUE(
        problems[1].contains(u"poll/steady_seconds is \"often\", which is not one of 5, 10, 30, 60; using 10"_s))
        << problems[1].toStdString();
    EXPECT_TRUE(problems[2].contains(u"poll/idle_seconds is \"7\""_s)) << problems[2].toStdString();

    // A file that cannot be written says so and names it.
    QFile blocker(dir.path() + u"/not-a-folder"_s);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString unwritable = blocker.fileName() + u"/gpudesk.conf"_s;
    EXPECT_FALSE(mine.save(unwritable, &error));
    EXPECT_TRUE(error.contains(unwritable)) << error.toStdString();
}

namespace {

template <typename T> T *child(QWidget &parent, const char *name)
{
    return parent.findChild<T *>(QString::fromLatin1(name));
}

} // namespace

TEST(ConsoleSettings, ADamagedFileIsKeptAsACopyAndWrittenAnewWithWhatCouldBeRead)
{
    QTemporaryDir dir;
    const QString file = dir.path() + u"/gpudesk.conf"_s;
    const QByteArray damaged = "[General]\nlanguage=zh_CN\n[ssh\nidentity=/home/li/.ssh/id_ed25519\n\x01\xff";
    {
        QFile f(file);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(damaged);
    }
    const QString copy = ConsoleSettings::keepDamaged(file);
    ASSERT_FALSE(copy.isEmpty());
    QFile kept(copy);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), damaged);
    EXPECT_EQ(QSettings(file, QSettings::IniFormat).status(), QSettings::NoError);
    EXPECT_EQ(ConsoleSettings::load(file).language, u"zh_CN"_s); // what could be read stays
    EXPECT_TRUE(ConsoleSettings::keepDamaged(file).isEmpty()); // sound now: no second copy
}

TEST(SettingsPage, ShowsWhereTheFilesAreAndAppliesWhatIsSavedAtOnce)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    QTemporaryDir dir;
    const ConsolePaths paths{dir.path() + u"/config/gpudesk.conf"_s,
                             dir.path() + u"/state/gpudesk.log"_s,
                             dir.path() + u"/data/gpudesk.db"_s,
                             {},
                             {}};
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    ConsoleServices services(demo.console(), paths);
    MainWindow window(demo.clock());
    window.setPaths(paths);
    window.setServices(&services, &answers, &notes);
    window.show();
    QSignalSpy saved(&window, &MainWindow::settingsSaved);
    Translations::install(QLocale::c()); // no catalogue of its own: English, plurals included

    SettingsDialog *dialog = window.openSettings();
    ASSERT_TRUE(dialog);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_EQ(child<QComboBox>(*dialog, "language")->currentData().toString(), QString()); // the system's
    EXPECT_EQ(child<QComboBox>(*dialog, "steady")->currentData().toInt(), 10);
    EXPECT_EQ(child<QComboBox>(*dialog, "steady")->currentText(), u"every 10 seconds (default)"_s);
    EXPECT_EQ(child<QComboBox>(*dialog, "idle")->currentData().toInt(), 60);
    EXPECT_EQ(child<QLabel>(*dialog, "logFile")->text(), paths.logFile);
    EXPECT_EQ(child<QLabel>(*dialog, "usageDatabase")->text(), paths.usageDatabase);
    EXPECT_TRUE(child<QWidget>(*dialog, "logFileOpen"));
    EXPECT_FALSE(child<QLabel>(*dialog, "languageNote")->isVisibleTo(dialog));
    EXPECT_TRUE(saveScreenshot(*dialog, u"settings-en"_s));

    // A language is named in itself whatever the console speaks; choosing one says when it applies.
    choose(child<QComboBox>(*dialog, "language"), u"zh_CN"_s);
    EXPECT_EQ(child<QComboBox>(*dialog, "language")->currentText(), u"简体中文"_s);
    EXPECT_TRUE(child<QLabel>(*dialog, "languageNote")->isVisibleTo(dialog));
    choose(child<QComboBox>(*dialog, "steady"), 30);
    choose(child<QComboBox>(*dialog, "idle"), 900);
    dialog->accept();
    ASSERT_EQ(saved.count(), 1);
    const ConsoleSettings expected{u"zh_CN"_s, 30, 900};
    EXPECT_EQ(saved.first().first().value<ConsoleSettings>(), expected);
    EXPECT_EQ(ConsoleSettings::load(paths.settingsFile), expected); // its folder was made
    EXPECT_EQ(demo.console().pollSchedule().steadyMs, 30000);
    EXPECT_EQ(demo.console().pollSchedule().idleMs, 900000);

    // Opened again, the page shows what was saved; Cancel changes nothing.
    dialog = window.openSettings();
    EXPECT_EQ(child<QComboBox>(*dialog, "steady")->currentData().toInt(), 30);
    choose(child<QComboBox>(*dialog, "steady"), 5);
    dialog->reject();
    EXPECT_EQ(saved.count(), 1);
    EXPECT_EQ(ConsoleSettings::load(paths.settingsFile), expected);

    // In Chinese, with the log not opened.
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        SettingsDialog chinese(expected, {paths.settingsFile, {}, paths.usageDatabase, {}, {}});
        chinese.show();
        EXPECT_TRUE(saveScreenshot(chinese, u"settings-zh_CN"_s));
        const QString title = chinese.windowTitle();
        const QString log = child<QLabel>(chinese, "logFile")->text();
        Translations::install(QLocale(QLocale::English));
        EXPECT_EQ(title, u"设置"_s);
        EXPECT_TRUE(log.contains(u"日志"_s)) << log.toStdString();
    }
}

TEST(SettingsPage, StartingAtLoginIsOfferedOnceAfterAnInstanceIsMadeAndTheSettingWritesAndRemovesTheEntry)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    QTemporaryDir dir;
    ConsolePaths paths{dir.path() + u"/gpudesk.conf"_s, {}, {}, {}, {}};
    paths.autostartDir = dir.path() + u"/autostart"_s;
    const XdgAutostart autostart(paths.autostartDir);
    ConsoleWindow shown(demo, paths);
    ScriptedConfirmer &answers = shown.answers;
    MainWindow &window = shown.window;
    Translations::install(QLocale::c());

    // The first instance made: asked once; "no" writes nothing and is remembered.
    const auto made = [&] {
        CreateWizard *wizard = window.openCreateWizard();
        ASSERT_TRUE(wizard);
        Instance instance;
        instance.name = u"first"_s;
        Q_EMIT wizard->created(instance);
        wizard->close();
    };
    made();
    ASSERT_EQ(answers.asked.size(), 1);
    EXPECT_TRUE(answers.asked[0].contains(u"autostop"_s)) << answers.asked[0].toStdString();
    EXPECT_FALSE(QFileInfo::exists(autostart.path()));
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(u"Settings can turn it on"_s));
    EXPECT_TRUE(ConsoleSettings::load(paths.settingsFile).autostartOffered);
    answers.yes = true;
    made();
    EXPECT_EQ(answers.asked.size(), 1); // never asked again
    EXPECT_FALSE(autostart.isOn());

    // The setting writes the entry; the settings file's other choices are kept as they were.
    SettingsDialog *dialog = window.openSettings();
    auto *box = child<QCheckBox>(*dialog, "autostart");
    ASSERT_TRUE(box);
    EXPECT_TRUE(box->isEnabled());
    EXPECT_FALSE(box->isChecked());
    box->setChecked(true);
    dialog->accept();
    EXPECT_TRUE(autostart.isOn());
    EXPECT_TRUE(ConsoleSettings::load(paths.settingsFile).autostartOffered);
    dialog = window.openSettings();
    box = child<QCheckBox>(*dialog, "autostart");
    EXPECT_TRUE(box->isChecked());
    EXPECT_TRUE(saveScreenshot(*dialog, u"settings-autostart-en"_s));
    box->setChecked(false);
    dialog->accept();
    EXPECT_FALSE(QFileInfo::exists(autostart.path()));

    // An entry that cannot be written is said, not lost silently.
    ASSERT_TRUE(QDir(paths.autostartDir).removeRecursively());
    QFile blocker(paths.autostartDir);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    dialog = window.openSettings();
    child<QCheckBox>(*dialog, "autostart")->setChecked(true);
    dialog->accept();
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(u"cannot start at login"_s))
        << window.statusBar()->currentMessage().toStdString();

    // A console without an autostart folder (the tests', a sandboxed build) never offers it.
    SettingsDialog without(ConsoleSettings{}, ConsolePaths{});
    EXPECT_FALSE(child<QCheckBox>(without, "autostart")->isEnabled());
}

TEST(SettingsPage, TheProxyIsCheckedBeforeItIsSavedAndItsPasswordNeverReachesTheFile)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    QTemporaryDir dir;
    const ConsolePaths paths{dir.path() + u"/gpudesk.conf"_s, {}, {}, {}, {}};
    ConsoleWindow shown(demo, paths);
    MainWindow &window = shown.window;
    Translations::install(QLocale::c());
    QSignalSpy passwords(&window, &MainWindow::proxyPasswordEntered);

    SettingsDialog *dialog = window.openSettings();
    auto *mode = child<QComboBox>(*dialog, "proxyMode");
    auto *address = child<QLineEdit>(*dialog, "proxyAddress");
    EXPECT_FALSE(address->isEnabled()); // the system's, by default
    choose(mode, int(ProxyRoute::Mode::Manual));
    EXPECT_TRUE(address->isEnabled());
    address->setText(u"ftp://proxy.campus.edu:21"_s);
    dialog->accept();
    EXPECT_TRUE(dialog->isVisible()); // not saved: said beside it
    EXPECT_TRUE(child<QLabel>(*dialog, "proxyProblem")->text().contains(u"HTTP and SOCKS5"_s));
    address->setText(u"proxy.campus.edu:3128"_s);
    child<QLineEdit>(*dialog, "proxyUser")->setText(u"li"_s);
    auto *password = child<QLineEdit>(*dialog, "proxyPassword");
    password->setFocus();
    QTest::keyClicks(password, u"campus-pass"_s);
    child<QLineEdit>(*dialog, "noProxy")->setText(u"campus.edu"_s);
    EXPECT_TRUE(saveScreenshot(*dialog, u"settings-proxy-en"_s));
    dialog->accept();
    ASSERT_EQ(passwords.count(), 1);
    EXPECT_EQ(passwords.first().first().toString(), u"campus-pass"_s);
    const ConsoleSettings saved = ConsoleSettings::load(paths.settingsFile);
    EXPECT_EQ(saved.proxy,
              (ProxyRoute::Choice{ProxyRoute::Mode::Manual, u"proxy.campus.edu:3128"_s, u"li"_s, u"campus.edu"_s}));
    QFile file(paths.settingsFile);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_FALSE(file.readAll().contains("campus-pass"));

    // Opened again: the password is not shown, and saving without typing it keeps the keychain's.
    dialog = window.openSettings();
    EXPECT_TRUE(child<QLineEdit>(*dialog, "proxyPassword")->text().isEmpty());
    EXPECT_EQ(child<QComboBox>(*dialog, "proxyMode")->currentData().toInt(), int(ProxyRoute::Mode::Manual));
    dialog->accept();
    EXPECT_EQ(passwords.count(), 1);

    // A hand-edited proxy that is none is said and the environment's used instead.
    QSettings(paths.settingsFile, QSettings::IniFormat).setValue(u"network/proxy"_s, u"::"_s);
    QStringList problems;
    EXPECT_EQ(ConsoleSettings::load(paths.settingsFile, &problems).proxy.mode, ProxyRoute::Mode::Environment);
    EXPECT_EQ(problems.size(), 1);

    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        SettingsDialog chinese(saved, paths);
        chinese.show();
        EXPECT_TRUE(saveScreenshot(chinese, u"settings-proxy-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}

TEST(SettingsPage, LoggingOutOrQuittingWhileSomethingBillsAsksFirst)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    Console &console = demo.console();
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    ConsoleServices services(console, {});
    MainWindow window(demo.clock());
    window.setServices(&services, &answers, &notes);
    window.show();
    EXPECT_FALSE(window.logOutAction()->isEnabled());
    ASSERT_TRUE(demo.logIn());
    EXPECT_TRUE(window.logOutAction()->isEnabled());
    HttpClient c = demo.http();
    c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}});
    c.post(u"/v1/instances"_s,
           {{u"name"_s, u"long-run"_s},
            {u"region"_s, u"cn-north-1"_s},
            {u"gpu_type"_s, u"rtx-3090-24g"_s},
            {u"image"_s, u"ubuntu-22.04"_s}});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !console.reading().ratePerHour.isZero(); }, 10000));

    answers.yes = false;
    window.quitAction()->trigger();
    ASSERT_EQ(answers.asked.size(), 1);
    EXPECT_TRUE(answers.asked.last().contains(u"Closing gpudesk does not stop them"_s))
        << answers.asked.last().toStdString();
    EXPECT_TRUE(window.isVisible());

    window.logOutAction()->trigger();
    ASSERT_EQ(answers.asked.size(), 2);
    EXPECT_TRUE(answers.asked.last().contains(u"Logging out does not stop them"_s))
        << answers.asked.last().toStdString();
    EXPECT_EQ(console.session().state(), Session::State::LoggedIn);

    answers.yes = true;
    window.logOutAction()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.session().state() == Session::State::LoggedOut; }, 10000));
    EXPECT_FALSE(window.logOutAction()->isEnabled());
    EXPECT_FALSE(console.isLoaded());
}
