#include "core/ssh/sshkeypair.h"
#include "tests/support/testfiles.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

QString sshKeygen(const QStringList &arguments, int *exitCode = nullptr)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(u"ssh-keygen"_s), arguments);
    p.closeWriteChannel();
    p.waitForFinished(10000);
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

/// Sets a umask for the test's span: the key's mode must not depend on it.
struct Umask
{
    explicit Umask(mode_t mask)
        : m_old(::umask(mask))
    { }
    ~Umask() { ::umask(m_old); }
    mode_t m_old;
};

} // namespace

class SshKeyPairTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (QStandardPaths::findExecutable(u"ssh-keygen"_s).isEmpty())
            GTEST_FAIL() << "ssh-keygen missing: run scripts/setup";
        ASSERT_TRUE(m_dir.isValid());
        m_ssh = m_dir.path() + u"/.ssh"_s;
    }
    QTemporaryDir m_dir;
    QString m_ssh;
};

TEST_F(SshKeyPairTest, AGeneratedKeyIsPrivateWhateverTheUmaskAndSshKeygenReadsIt)
{
    const Umask open(0);
    QString error;
    const auto pair = SshKeyPair::generate(m_ssh, u"LoRA 实验"_s, {}, &error);
    ASSERT_TRUE(pair) << error.toStdString();
    EXPECT_EQ(pair->privatePath, m_ssh + u"/gpudesk_lora"_s);
    EXPECT_EQ(modeOf(pair->privatePath), 0600u);
    EXPECT_EQ(modeOf(m_ssh), 0700u);
    EXPECT_FALSE(pair->privateTooOpen);

    int code = -1;
    const QString derived = sshKeygen({u"-y"_s, u"-f"_s, pair->privatePath}, &code);
    EXPECT_EQ(code, 0);
    EXPECT_EQ(derived.section(u' ', 0, 1), pair->publicKey.toLine().section(u' ', 0, 1));
    const QString printed = sshKeygen({u"-lf"_s, pair->publicPath});
    EXPECT_EQ(printed.section(u' ', 1, 1), pair->publicKey.fingerprint()) << printed.toStdString();
    EXPECT_EQ(pair->publicKey.type, u"ssh-ed25519"_s);
}

TEST_F(SshKeyPairTest, APassphraseEncryptsTheKeyAndOnlyThatPassphraseOpensIt)
{
    QString error;
    const auto pair = SshKeyPair::generate(m_ssh, u"work"_s, "correct horse", &error);
    ASSERT_TRUE(pair) << error.toStdString();
    EXPECT_TRUE(SshKeyPair::isEncrypted(pair->privatePath));
    int code = -1;
    sshKeygen({u"-y"_s, u"-P"_s, u"wrong"_s, u"-f"_s, pair->privatePath}, &code);
    EXPECT_NE(code, 0);
    const QString derived = sshKeygen({u"-y"_s, u"-P"_s, u"correct horse"_s, u"-f"_s, pair->privatePath}, &code);
    EXPECT_EQ(code, 0);
    EXPECT_EQ(derived.section(u' ', 1, 1), pair->publicKey.toLine().section(u' ', 1, 1));
}

TEST_F(SshKeyPairTest, NeverOverwritesAKeyThatIsAlreadyThere)
{
    QString error;
    const auto first = SshKeyPair::generate(m_ssh, u"work"_s, {}, &error);
    ASSERT_TRUE(first);
    QFile file(first->privatePath);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    EXPECT_FALSE(SshKeyPair::generate(m_ssh, u"Work"_s, {}, &error));
    EXPECT_TRUE(error.contains(u"already exists"_s)) << error.toStdString();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), before);

    // A lone .pub of that name blocks it too: a pair is made whole or not at all.
    QFile::remove(first->privatePath);
    EXPECT_FALSE(SshKeyPair::generate(m_ssh, u"work"_s, {}, &error));
    EXPECT_FALSE(QFile::exists(first->privatePath));
    EXPECT_FALSE(SshKeyPair::generate(m_ssh, u"  "_s, {}, &error));
}

TEST_F(SshKeyPairTest, AnImportedPairIsFlaggedWhenOthersCanReadItAndFixedInOneStep)
{
    QString error;
    const QString path = m_dir.path() + u"/id_ed25519"_s;
    int code = -1;
    sshKeygen({u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, u""_s, u"-f"_s, path}, &code);
    ASSERT_EQ(code, 0);
    ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), 0644), 0);

    auto pair = SshKeyPair::read(path + u".pub"_s, {}, &error);
    ASSERT_TRUE(pair) << error.toStdString();
    EXPECT_EQ(pair->privatePath, path);
    EXPECT_TRUE(pair->privateTooOpen);
    EXPECT_EQ(pair->publicKey.fingerprint(), sshKeygen({u"-lf"_s, path + u".pub"_s}).section(u' ', 1, 1));
    ASSERT_TRUE(SshKeyPair::fixPermissions(path, &error));
    EXPECT_EQ(modeOf(path), 0600u);
    EXPECT_FALSE(SshKeyPair::read(path, {}, &error)->privateTooOpen);
}

TEST_F(SshKeyPairTest, WithoutAPubFileThePublicKeyIsDerivedLikeSshKeygenDoes)
{
    QString error;
    const QString path = m_dir.path() + u"/lab"_s;
    int code = -1;
    sshKeygen({u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, u"secret"_s, u"-f"_s, path}, &code);
    ASSERT_EQ(code, 0);
    const QString expected = sshKeygen({u"-lf"_s, path + u".pub"_s}).section(u' ', 1, 1);
    QFile::remove(path + u".pub"_s);

    EXPECT_FALSE(SshKeyPair::read(path, {}, &error)); // encrypted: never prompts, says what it needs
    EXPECT_TRUE(error.contains(u"passphrase"_s)) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path + u".pub"_s));
    const auto pair = SshKeyPair::read(path, "secret", &error);
    ASSERT_TRUE(pair) << error.toStdString();
    EXPECT_EQ(pair->publicKey.fingerprint(), expected);
    EXPECT_TRUE(QFile::exists(path + u".pub"_s));
}

TEST_F(SshKeyPairTest, ReadRefusesWhatIsNotAPair)
{
    QString error;
    QFile pub(m_dir.path() + u"/only.pub"_s);
    ASSERT_TRUE(pub.open(QIODevice::WriteOnly));
    pub.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIP/escQ1QgaDONC/j3MhCZOvS24gYqo3bxi0Q3fJM+9V x\n");
    pub.close();
    EXPECT_FALSE(SshKeyPair::read(pub.fileName(), {}, &error));
    EXPECT_TRUE(error.contains(u"no private key"_s)) << error.toStdString();

    QFile notKey(m_dir.path() + u"/notes"_s);
    ASSERT_TRUE(notKey.open(QIODevice::WriteOnly));
    notKey.write("hello\n");
    notKey.close();
    EXPECT_FALSE(SshKeyPair::read(notKey.fileName(), {}, &error));
    EXPECT_TRUE(error.contains(u"not a private key"_s)) << error.toStdString();
}

TEST_F(SshKeyPairTest, ScanFindsThePairsInADirectory)
{
    QString error;
    ASSERT_TRUE(SshKeyPair::generate(m_ssh, u"a"_s, {}, &error));
    ASSERT_TRUE(SshKeyPair::generate(m_ssh, u"b"_s, "pw", &error));
    QFile stray(m_ssh + u"/stray.pub"_s); // no private beside it
    ASSERT_TRUE(stray.open(QIODevice::WriteOnly));
    stray.close();
    const auto pairs = SshKeyPair::scan(m_ssh);
    ASSERT_EQ(pairs.size(), 2);
    EXPECT_TRUE(pairs[0].privatePath.endsWith(u"gpudesk_a"_s));
    EXPECT_TRUE(pairs[1].privatePath.endsWith(u"gpudesk_b"_s));
}
