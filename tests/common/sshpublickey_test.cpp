#include "common/sshpublickey.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Keys made by the real ssh-keygen, so fingerprints are compared with what users see.
class SshKeys : public ::testing::Test
{
protected:
    static QString keygen(const QStringList &args)
    {
        QProcess p;
        p.start(u"ssh-keygen"_s, args);
        EXPECT_TRUE(p.waitForFinished(60000));
        EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
        return QString::fromUtf8(p.readAllStandardOutput());
    }
    // Generates a key of `type` (and `bits`), returns the .pub line and the fingerprint ssh-keygen prints.
    std::pair<QString, QString> make(const QString &name, const QString &type, int bits = 0)
    {
        const QString path = m_dir.path() + u'/' + name;
        QStringList args = {u"-q"_s, u"-t"_s, type, u"-N"_s, QString(), u"-C"_s, u"gpu-work"_s, u"-f"_s, path};
        if (bits)
            args << u"-b"_s << QString::number(bits);
        keygen(args);
        QFile pub(path + u".pub"_s);
        EXPECT_TRUE(pub.open(QIODevice::ReadOnly));
        const QString line = QString::fromUtf8(pub.readAll());
        // "256 SHA256:abc… gpu-work (ED25519)"
        const QString fp = keygen({u"-lf"_s, path + u".pub"_s}).section(u' ', 1, 1);
        return {line, fp};
    }
    std::optional<SshPublicKey> parse(const QString &text)
    {
        m_error = {};
        return SshPublicKey::parse(text, &m_error);
    }
    QTemporaryDir m_dir;
    SshPublicKey::Error m_error{};
};

} // namespace

TEST_F(SshKeys, FingerprintsMatchSshKeygenForEverySupportedType)
{
    struct Case
    {
        QString type;
        int bits;
        int expectedBits;
    };
    for (const Case &c : {Case{u"ed25519"_s, 0, 256}, Case{u"ecdsa"_s, 256, 256}, Case{u"ecdsa"_s, 384, 384},
                          Case{u"ecdsa"_s, 521, 521}, Case{u"rsa"_s, 2048, 2048}}) {
        const auto [line, fp] = make(c.type + QString::number(c.bits), c.type, c.bits);
        const auto key = parse(line);
        ASSERT_TRUE(key) << c.type.toStdString() << ": " << m_error.message.toStdString();
        EXPECT_EQ(key->fingerprint(), fp) << c.type.toStdString();
        EXPECT_EQ(key->bits, c.expectedBits);
        EXPECT_EQ(key->comment, u"gpu-work"_s);
        EXPECT_EQ(key->toLine(), line.trimmed());
    }
}

TEST_F(SshKeys, ToleratesWhitespaceAndCrlf)
{
    const auto [line, fp] = make(u"k"_s, u"ed25519"_s);
    const auto key = parse(u"  \r\n"_s + line.trimmed() + u"\r\n\r\n  "_s);
    ASSERT_TRUE(key) << m_error.message.toStdString();
    EXPECT_EQ(key->fingerprint(), fp);
}

TEST_F(SshKeys, EachMistakeHasItsOwnReason)
{
    const auto [line, fp] = make(u"k"_s, u"ed25519"_s);
    const QString b64 = line.section(u' ', 1, 1);
    QFile privateKey(m_dir.path() + u"/k"_s);
    ASSERT_TRUE(privateKey.open(QIODevice::ReadOnly));

    const struct
    {
        QString text;
        const char *reason;
    } cases[] = {
        {QString(), "empty"},
        {QString::fromUtf8(privateKey.readAll()), "private_key"},
        {u"me@laptop:~$ cat ~/.ssh/gpu_work.pub\n"_s + line, "prompt_in_front"},
        {u"$ "_s + line, "prompt_in_front"},
        {u"ssh-ed25519 "_s + b64.left(30) + u"\n"_s + b64.mid(30) + u" gpu-work"_s, "line_break"},
        {u"ssh-ed25519 "_s + b64.left(40) + u" gpu-work"_s, "truncated"},
        {u"ssh-ed25519 "_s + b64.left(20) + u"!!"_s + b64.mid(22) + u" gpu-work"_s, "bad_base64"},
        {u"ssh-ed25519"_s, "truncated"},
        {u"ssh-dss AAAAB3NzaC1kc3MAAACBAP gpu-work"_s, "unsupported_type"},
        {u"sk-ssh-ed25519@openssh.com AAAA gpu-work"_s, "unsupported_type"},
        {u"hello world"_s, "unsupported_type"},
        {u"ssh-rsa "_s + b64 + u" gpu-work"_s, "corrupt"}, // an ed25519 blob under an RSA label
    };
    for (const auto &c : cases) {
        EXPECT_FALSE(parse(c.text)) << c.reason;
        EXPECT_EQ(m_error.reason, QString::fromLatin1(c.reason)) << c.text.left(60).toStdString();
        EXPECT_FALSE(m_error.message.isEmpty());
    }
}

TEST_F(SshKeys, RsaUnder2048BitsIsRefusedWithItsSize)
{
    const auto [line, fp] = make(u"short"_s, u"rsa"_s, 1024);
    EXPECT_FALSE(parse(line));
    EXPECT_EQ(m_error.reason, u"rsa_too_short"_s);
    EXPECT_TRUE(m_error.message.contains(u"1024"_s)) << m_error.message.toStdString();
}
