#pragma once

#include "core/model/credentials.h"
#include "core/ssh/sshkeypair.h"
#include "ui/widgets/shellpage.h"

#include <optional>

class Confirmer;
class Console;
class Platform;
class QLabel;
class QPushButton;
class QTableWidget;
class SshWorkspace;

/// The SSH keys page: the keys the platform lets into instances beside the key pairs on
/// this computer, matched by fingerprint; which one gpudesk and the ssh config use; generating,
/// importing, adding a pasted public key, removing one (saying which running instances it locks
/// out); a private key others can read, fixed in one click; and whether `ssh gpu-…` works from any
/// terminal (gpudesk's Include line in ~/.ssh/config, added only once the user agrees).
class SshKeysPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshKeysPage)
public:
    /// `platform` keeps the account's public keys; `workspace` the machine's.
    SshKeysPage(const Console &console, Platform &platform, SshWorkspace &workspace, Confirmer &confirmer,
                QWidget *parent = nullptr);
    ~SshKeysPage() override;

    QString title() const override;
    QIcon icon() const override;

    /// Reads the platform's keys and this computer's pairs again.
    void reload();
    /// Adds `publicKey` under `name` (the add dialog and "Add to the platform" end here).
    void addToPlatform(const QString &name, const QString &publicKey, const std::function<void(bool)> &done = {});

    /// Adds the pair whose private (or public) key is at `path`: its public half to the platform,
    /// and it becomes the instances' key when none is chosen. A private key without its .pub is
    /// decrypted with the passphrase asked for, on a worker (its key derivation takes a moment);
    /// imported() says how it went.
    void importPair(const QString &path);

    QTableWidget *table() const { return m_table; }
    QString problemText() const;

Q_SIGNALS:
    /// An import ended: read and added (or already on the platform), or why not (problemText()).
    void imported(bool ok);

public:
    QString includeText() const;
    QPushButton *includeButton() const { return m_include; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// The table's columns.
    enum Column { Name, Fingerprint, Here, Use, ColumnCount };

    struct Row
    {
        std::optional<SshKey> platform;
        std::optional<SshKeyPair> local;
    };
    void render();
    void showProblem(const QString &sentence);
    std::optional<Row> selectedRow() const;
    void refreshButtons();
    void generate();
    /// Asks for the private key's file, then importPair().
    void chooseAndImport();
    /// The rest of importPair() once the pair is read (on the GUI thread).
    void finishImport(const std::optional<SshKeyPair> &pair, const QString &error);
    void addPublicKey();
    void useForInstances();
    void fixPermissions();
    void remove();
    void toggleInclude();

    const Console &m_console;
    Platform &m_platform;
    SshWorkspace &m_workspace;
    Confirmer &m_confirmer;
    QList<SshKey> m_platformKeys;
    QList<Row> m_rows;
    QTableWidget *m_table;
    QLabel *m_problem;
    QLabel *m_includeText;
    QPushButton *m_include;
    QPushButton *m_use;
    QPushButton *m_upload;
    QPushButton *m_fix;
    QPushButton *m_remove;
};
