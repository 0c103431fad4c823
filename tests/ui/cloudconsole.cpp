#include "tests/ui/cloudconsole.h"

#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "tests/ui/democonsole.h"
#include "ui/account/logindialog.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

std::unique_ptr<Console> CloudConsole::consoleOn(PlatformAddress::Kind kind, const QUrl &url)
{
    const PlatformAddress address{kind, url};
    return std::make_unique<Console>(
        address.connect(url, m_wall), address.pollerFactory(url, m_wall),
        std::make_unique<SecretStore>(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/secrets.json"_s)),
        m_wall, fastPolls());
}

void CloudConsole::TearDown()
{
    m_services.reset();
    m_console.reset();
}

void CloudConsole::logIn(MainWindow &window, const QString &apiKey)
{
    LoginDialog login(m_console->session(), LoginDialog::Kind::ApiKey, &window);
    login.open();
    auto *key = login.findChild<QLineEdit *>(u"password"_s);
    ASSERT_TRUE(key);
    EXPECT_FALSE(login.findChild<QLineEdit *>(u"login"_s)->isVisible());
    EXPECT_FALSE(login.findChild<QPushButton *>(u"toRegister"_s));
    key->setText(apiKey);
    QTest::mouseClick(login.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
    // Logged in first (a console loaded by an earlier login reads the account again), then loaded.
    ASSERT_TRUE(QTest::qWaitFor([&] { return login.result() == QDialog::Accepted; }, 10000))
        << login.problem().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000));
}

std::unique_ptr<MainWindow> CloudConsole::openWindow(bool withSsh)
{
    if (!m_services) {
        const QString at = m_dir.path();
        m_services = std::make_unique<ConsoleServices>(*m_console,
                                                       withSsh ? ConsolePaths{at + u"/gpudesk.conf"_s,
                                                                              {},
                                                                              {},
                                                                              at + u"/ssh"_s,
                                                                              at + u"/snapshots"_s,
                                                                              at + u"/scripts"_s}
                                                               : ConsolePaths{});
    }
    auto window = std::make_unique<MainWindow>(m_wall);
    window->resize(1400, 800);
    window->setServices(m_services.get(), &m_answers, &m_notes);
    window->show();
    return window;
}

QString CloudConsole::cell(QTableView *table, int column)
{
    return table->model()->index(0, column).data().toString();
}

bool CloudConsole::showsOneInstance(MainWindow &window, const QString &state)
{
    m_console->refresh();
    QTableView *table = window.instancesPage()->table();
    return QTest::qWaitFor(
        [&] {
            return table->model()->rowCount() == 1
                && table->model()->index(0, InstanceTableModel::State).data(InstanceTableModel::StateRole) == state;
        },
        10000);
}
